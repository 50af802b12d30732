/** JSON Resume 1.x both ways, for the server's export and import and the guest's download in the browser. */
export { type JsonResumeObject, toJsonResume } from './json-resume-export';
export { fromJsonResume, type ImportResult, isJsonResume } from './json-resume-import';
