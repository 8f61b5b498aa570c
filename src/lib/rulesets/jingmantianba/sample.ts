import sample from './sample-script.json';

/** The sample script of made-up characters that ships with the app (kept apart: only /new needs it). */
export const SAMPLE_SCRIPT: unknown = sample;
