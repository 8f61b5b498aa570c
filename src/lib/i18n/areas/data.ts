// Messages of one area of the app, kept apart so areas can grow without touching each other.
// The en object is typed against the zh keys: a missing translation fails svelte-check.

export const zh = {} as const;

export const en: Record<keyof typeof zh, string> = {};
