import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from './db';
import { listScripts, moveScriptNightStep } from './scripts';
import { clearDb, importedScriptId } from './testing';

beforeEach(clearDb);

const FILE = [{ id: '_meta', name: '雨夜' }, 'monk', 'limao', 'xuncha', 'poisoner', 'imp'];

const imported = () => importedScriptId(FILE);

describe('a night step moved for a stored script', () => {
	it('is kept with the script and read back the next time', async () => {
		const id = await imported();
		const [before] = await listScripts();
		const order = before!.script.otherNight;
		const at = order.indexOf('limao');
		const moved = await moveScriptNightStep(id, 'otherNight', 'limao', -1);
		expect(moved?.script.otherNight.indexOf('limao')).toBe(at - 1);
		const [after] = await listScripts();
		expect(after!.script.id).toBe(id);
		expect(after!.script.otherNight).toEqual(moved!.script.otherNight);
		expect(after!.script.firstNight).toEqual(before!.script.firstNight);
		// The stored file carries it as the script's own `_meta` order (what export writes).
		const record = await getDb().scripts.get(id);
		expect((record!.json as Record<string, unknown>[])[0]!.otherNight).toEqual(
			moved!.script.otherNight
		);
	});

	it('changes nothing for a step that cannot move or a script that is not there', async () => {
		const id = await imported();
		expect(await moveScriptNightStep(id, 'otherNight', 'dusk', 1)).toBeNull();
		expect(await moveScriptNightStep(id, 'firstNight', 'nobody', 1)).toBeNull();
		expect(await moveScriptNightStep('missing', 'otherNight', 'limao', -1)).toBeNull();
		const record = await getDb().scripts.get(id);
		expect(record!.json).toEqual(FILE);
	});
});
