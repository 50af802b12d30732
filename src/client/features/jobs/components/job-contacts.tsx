import { MailIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type JobContact, MAX_CONTACTS_PER_JOB } from '../../../../domain/job-contacts-api';
import type { Job } from '../../../../domain/jobs-api';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field-error';
import { ApiError } from '../../../lib/http';
import { JOBS_TEXTS } from '../../../lib/i18n/namespaces/jobs';
import { useT } from '../../../lib/i18n/use-t';
import { withTags } from '../../../lib/i18n/with-tags';
import { useUpdateJob } from '../jobs-api';
import { ContactForm } from './contact-form';

type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; id: string };

const ADD_BUTTON_ID = 'job-contacts-add';
const editButtonId = (contactId: string) => `job-contact-edit-${contactId}`;

/**
 * The people of a job (issue 35 item 3): each saved at once with the whole list, as the server keeps it. After
 * a form closes or a contact is removed, focus goes back to the button that leads there, so a keyboard user
 * never lands at the top of the page.
 */
export function JobContacts({ job }: { job: Job }) {
  const { t } = useT(JOBS_TEXTS);
  const update = useUpdateJob(job.id);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [focusId, setFocusId] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState('');

  useEffect(() => {
    if (focusId === null) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  const close = (toFocus: string) => {
    setEditing({ kind: 'none' });
    setFocusId(toFocus);
  };
  const save = (contacts: JobContact[] | Omit<JobContact, 'id'>[]) => update.mutateAsync({ contacts });
  const remove = async (contact: JobContact) => {
    setRemoveError('');
    try {
      await save(job.contacts.filter((entry) => entry.id !== contact.id));
      setFocusId(ADD_BUTTON_ID);
    } catch (error) {
      setRemoveError(
        (error instanceof ApiError && error.serverMessage) ||
          t('contacts.removeFailed', { name: contact.name }),
      );
    }
  };
  const isFull = job.contacts.length >= MAX_CONTACTS_PER_JOB;

  return (
    <section aria-labelledby="job-contacts-heading" className="flex flex-col gap-3">
      <h2 id="job-contacts-heading" className="font-semibold text-xl">
        {t('contacts.title')}
      </h2>
      {job.contacts.length === 0 && editing.kind !== 'add' && (
        <p className="text-muted-foreground text-sm">{t('contacts.empty')}</p>
      )}
      {job.contacts.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={t('contacts.label')}>
          {job.contacts.map((contact, index) =>
            editing.kind === 'edit' && editing.id === contact.id ? (
              <li key={contact.id}>
                <ContactForm
                  initial={contact}
                  index={index}
                  submitLabel={t('contacts.save')}
                  onSubmit={async (fields) => {
                    await save(
                      job.contacts.map((entry) =>
                        entry.id === contact.id ? { ...entry, ...fields } : entry,
                      ),
                    );
                    close(editButtonId(contact.id));
                  }}
                  onCancel={() => close(editButtonId(contact.id))}
                />
              </li>
            ) : (
              <li
                key={contact.id}
                className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:justify-between"
              >
                <ContactCard contact={contact} />
                <div className="flex shrink-0 gap-2">
                  <Button
                    id={editButtonId(contact.id)}
                    variant="outline"
                    size="sm"
                    disabled={update.isPending}
                    onClick={() => setEditing({ kind: 'edit', id: contact.id })}
                  >
                    <PencilIcon aria-hidden />{' '}
                    {withTags(t('contacts.edit', { name: contact.name }), {
                      sr: (chunk) => <span className="sr-only">{chunk}</span>,
                    })}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={update.isPending}
                    onClick={() => void remove(contact)}
                  >
                    <Trash2Icon aria-hidden />{' '}
                    {withTags(t('contacts.remove', { name: contact.name }), {
                      sr: (chunk) => <span className="sr-only">{chunk}</span>,
                    })}
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      <FormError>{removeError}</FormError>
      {editing.kind === 'add' ? (
        <ContactForm
          index={job.contacts.length}
          submitLabel={t('contacts.add')}
          onSubmit={async (fields) => {
            await save([...job.contacts, fields]);
            close(ADD_BUTTON_ID);
          }}
          onCancel={() => close(ADD_BUTTON_ID)}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            id={ADD_BUTTON_ID}
            variant="outline"
            className="self-start"
            disabled={isFull || update.isPending}
            onClick={() => setEditing({ kind: 'add' })}
          >
            <PlusIcon aria-hidden /> {t('contacts.addButton')}
          </Button>
          {isFull && (
            <p className="text-muted-foreground text-sm">
              {t('contacts.full', { count: MAX_CONTACTS_PER_JOB })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function ContactCard({ contact }: { contact: JobContact }) {
  const { t } = useT(JOBS_TEXTS);
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <p className="break-words">
        <span className="font-medium" translate="no">
          {contact.name}
        </span>
        {contact.role && (
          <span className="text-muted-foreground">
            {' · '}
            <span translate="no">{contact.role}</span>
          </span>
        )}
      </p>
      {contact.email && (
        <a
          href={`mailto:${contact.email}`}
          className="inline-flex items-center gap-1 break-all text-brand-700 underline"
        >
          <MailIcon aria-hidden className="size-4 shrink-0" /> <span translate="no">{contact.email}</span>
        </a>
      )}
      {contact.linkedin && (
        <a
          href={contact.linkedin}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-brand-700 underline"
        >
          {t('contacts.linkedin', { name: contact.name })}
        </a>
      )}
      {contact.notes && (
        <p className="whitespace-pre-wrap break-words text-muted-foreground" translate="no">
          {contact.notes}
        </p>
      )}
    </div>
  );
}
