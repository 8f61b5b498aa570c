import { describe, expect, it } from 'vitest';
import { nightNotes } from './night-notes';
import { loadNightNotes } from './night-notes-load';

describe('loadNightNotes', () => {
	it("loads the notes for 《井满田坝》's games only", async () => {
		expect(loadNightNotes('botc')).toBeNull();
		expect(loadNightNotes('werewolf-chenqu')).toBeNull();
		expect(await loadNightNotes('jingmantianba')).toBe(nightNotes);
	});
});
