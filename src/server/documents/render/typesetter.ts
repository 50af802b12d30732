import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NodeCompiler, type NodeTypstDocument } from '@myriaddreamin/typst-ts-node-compiler';
import { TEMPLATE_IDS, type TemplateId } from '../../../domain/design';
import { loadFontBlobs } from '../fonts/fonts';
import { buildLetterView, type LetterInput } from '../view/letter-view';
import { buildResumeView } from '../view/view-model';
import { repairTextLayer } from './pdf-text-layer';
import type { RenderableResume } from './photo-image';
import { splitSvgPages } from './split-svg-pages';

/**
 * One Typst compiler and the templates: resume in, SVG pages or a tagged PDF out. Not thread-safe and
 * synchronous (CPU-bound), so the server runs one per worker thread (render-pool.ts).
 */

const TEMPLATE_DIR = fileURLToPath(new URL('./templates/', import.meta.url));
// The photo reaches Typst as a file only this compiler sees (a shadow), read by common.typ as "/photo.image".
const PHOTO_PATH = `${TEMPLATE_DIR}photo.image`;
// The memo cache grows with every distinct input; evicting now and then keeps memory flat while
// keeping the template's own (unchanging) work warm.
const EVICT_EVERY = 20;
const EVICT_MAX_AGE = 10;

/** A compile failure. The message is short and fixed: diagnostics can quote user text, so none is kept. */
export class TypesetError extends Error {
  override readonly name = 'TypesetError';
}

export class Typesetter {
  private readonly compiler = NodeCompiler.create({
    workspace: TEMPLATE_DIR,
    fontArgs: [{ fontBlobs: loadFontBlobs() }],
  });
  private readonly templates = loadTemplates();
  private readonly letterTemplates = loadLetterTemplates();
  private compiles = 0;
  private hasPhotoShadow = false;

  renderSvgPages(resume: RenderableResume): string[] {
    const document = this.compile(resume);
    return splitSvgPages(this.compiler.svg(document));
  }

  renderPdf(resume: RenderableResume): Uint8Array {
    const document = this.compile(resume);
    // Tagged (accessible) PDF is the compiler's default; said explicitly so it stays so.
    // The text layer is repaired so Arabic words read back as typed (pdf-text-layer.ts, ADR 0094).
    return repairTextLayer(new Uint8Array(this.compiler.pdf(document, { pdfTags: true })));
  }

  /** A cover letter in its resume's template (issue 15): SVG pages for the editor's preview. */
  renderLetterSvgPages(letter: LetterInput): string[] {
    return splitSvgPages(this.compiler.svg(this.compileLetter(letter)));
  }

  renderLetterPdf(letter: LetterInput): Uint8Array {
    return repairTextLayer(new Uint8Array(this.compiler.pdf(this.compileLetter(letter), { pdfTags: true })));
  }

  private compile(resume: RenderableResume): NodeTypstDocument {
    const view = buildResumeView(resume);
    const photo = resume.photo.isShown ? resume.photoImage : undefined;
    if (photo) {
      this.compiler.mapShadow(PHOTO_PATH, Buffer.from(photo.data));
      this.hasPhotoShadow = true;
      const alt = view.name ? `Photo of ${view.name}` : 'Photo';
      view.photo = { shape: resume.photo.shape, format: photo.format, alt };
    } else if (this.hasPhotoShadow) {
      this.compiler.unmapShadow(PHOTO_PATH);
      this.hasPhotoShadow = false;
    }
    return this.compileSource(this.templates[view.design.template], view);
  }

  private compileLetter(letter: LetterInput): NodeTypstDocument {
    const view = buildLetterView(letter);
    return this.compileSource(this.letterTemplates[view.design.template], view);
  }

  private compileSource(mainFileContent: string, view: object): NodeTypstDocument {
    this.compiles += 1;
    if (this.compiles % EVICT_EVERY === 0) this.compiler.evictCache(EVICT_MAX_AGE);
    const result = this.compiler.compile({
      mainFileContent,
      inputs: { data: JSON.stringify(view) },
    });
    const document = result.result;
    if (result.hasError() || !document) {
      const kind = result.takeError()?.kind ?? 'unknown';
      throw new TypesetError(`Typesetting failed (${kind})`);
    }
    return document;
  }
}

function loadTemplates(): Record<TemplateId, string> {
  const common = readFileSync(`${TEMPLATE_DIR}common.typ`, 'utf8');
  const documentInfo = readFileSync(`${TEMPLATE_DIR}document-info.typ`, 'utf8');
  const entries = TEMPLATE_IDS.map((id) => [
    id,
    `${common}\n${readFileSync(`${TEMPLATE_DIR}${id}.typ`, 'utf8')}\n${documentInfo}`,
  ]);
  return Object.fromEntries(entries) as Record<TemplateId, string>;
}

/** Where a template's resume body starts: the theme above it is what a letter shares with the resume. */
const RESUME_BODY_START = '#show: resume-page.with(theme)';

/** Each template's theme (fonts, colours, header as letterhead) followed by the letter instead of the resume. */
function loadLetterTemplates(): Record<TemplateId, string> {
  const common = readFileSync(`${TEMPLATE_DIR}common.typ`, 'utf8');
  const letter = readFileSync(`${TEMPLATE_DIR}letter.typ`, 'utf8');
  const documentInfo = readFileSync(`${TEMPLATE_DIR}document-info.typ`, 'utf8');
  const entries = TEMPLATE_IDS.map((id) => {
    const template = readFileSync(`${TEMPLATE_DIR}${id}.typ`, 'utf8');
    const themeEnd = template.indexOf(RESUME_BODY_START);
    if (themeEnd < 0) throw new Error(`${id}.typ has no '${RESUME_BODY_START}' line`);
    return [id, `${common}\n${template.slice(0, themeEnd)}\n${letter}\n${documentInfo}`];
  });
  return Object.fromEntries(entries) as Record<TemplateId, string>;
}
