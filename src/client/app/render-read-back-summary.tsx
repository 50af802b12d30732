import type { ExportFormat } from '../../domain/export-api';
import { ReadBackSummary } from '../features/ats/read-back-summary';

/** The download dialog's read-back slot, filled by the ATS feature (issue 32); the export feature knows neither. */
export function renderReadBackSummary(draftId: string, format: ExportFormat) {
  return <ReadBackSummary draftId={draftId} format={format} />;
}
