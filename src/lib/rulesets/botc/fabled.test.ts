import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScript } from './script';
import { fabledAdded, fabledChoices } from './fabled';
import { nightSteps } from './engine/night';
import { publicView } from './engine/views';
import { replay } from './engine/history';
import { ev, game, ok, okAll, refused, setupEvents, TB7 } from './engine/testing/builders';
import { isRejection, type GameState, type Script } from './engine/types';
import { apply } from './engine/reduce';

// A real Chinese script (tests/fixtures/scripts/zh-real/SOURCE.md) with three homebrew Fabled.
function waltz(): Script {
	const r = parseScript(readFileSync('tests/fixtures/scripts/zh-real/deadly-waltz.json', 'utf8'));
	if (!r.ok) throw new Error(JSON.stringify(r.errors));
	return r.script;
}

/** A character of the script by its name in the file (without the 5–6 player mark `*`). */
const byName = (s: Script, name: string) => {
	const c = s.characters.find((x) => x.name.replace('*', '') === name);
	if (!c) throw new Error(`no ${name}`);
	return c.id;
};
const SEVEN = ['图书管理员', '贵族', '白蔷薇', '造谣者', '畸形秀演员', '寡妇', '琉璃贵妇'];
const seven = (s: Script) => SEVEN.map((n) => byName(s, n));

describe('a real Chinese script with its own Fabled', () => {
	it('reads its three Fabled as characters and its jinx cards as jinxes', () => {
		const s = waltz();
		const fabled = s.characters.filter((c) => c.team === 'fabled');
		expect(fabled.map((c) => c.name)).toEqual(['假面狂欢', '完美谢幕', '汀镇模式']);
		const masque = fabled[0]!;
		expect(masque).toMatchObject({ otherNight: 15, reminders: ['暴露', '黎明处死'] });
		expect(s.otherNight).toContain(masque.id);
		// "寡妇&落难少女" names the script's 寡妇* and 落难少女*; its text is the ruling in Chinese.
		expect(s.ownJinxes).toContainEqual({
			a: byName(s, '寡妇'),
			b: byName(s, '落难少女'),
			reasonZh: '如果寡妇正在场或曾经在场，落难少女中毒。'
		});
		expect(s.jinxes).toHaveLength(3);
	});

	it('offers the script’s own Fabled first in the picker, then the official ones', () => {
		const script = waltz();
		const g = game({ script, characters: seven(script) });
		const choices = fabledChoices(g);
		expect(choices.slice(0, 3).map((c) => [c.character.name, c.onScript])).toEqual([
			['假面狂欢', true],
			['完美谢幕', true],
			['汀镇模式', true]
		]);
		expect(choices.map((c) => c.character.id)).toContain('djinn');
		expect(choices.every((c) => !c.inPlay)).toBe(true);
	});

	it('adds the script’s Fabled on day 2: its night step comes the next night, with its reminders', () => {
		const script = waltz();
		const masque = script.characters.find((c) => c.name === '假面狂欢')!;
		let g = game({ script, characters: seven(script) });
		g = okAll(g, [
			{ type: 'night/started' },
			{ type: 'day/started' },
			{ type: 'night/started' },
			{ type: 'day/started' }
		]);
		expect(g.phase).toEqual({ kind: 'day', n: 2 });
		g = ok(g, fabledAdded(g, masque.id));
		expect(g.fabled).toEqual([masque.id]);
		expect(fabledChoices(g).find((c) => c.character.id === masque.id)?.inPlay).toBe(true);
		expect(publicView(g).fabled).toEqual([masque.id]);
		g = ok(g, { type: 'night/started' });
		const step = nightSteps(g).find((s) => s.character === masque.id);
		expect(step).toMatchObject({ storyteller: true, seats: [] });
		// A night of 假面狂欢 sits where the file numbers it: after 鎏金执事's 14 is not on the
		// table, so among the steps in play it follows the Demon's 7.
		const keys = nightSteps(g).map((s) => s.key);
		expect(keys.indexOf(masque.id)).toBeGreaterThan(keys.indexOf(byName(script, '琉璃贵妇')));
		expect(keys.at(-1)).toBe('dawn');
		// Its reminders are the storyteller's to place.
		const placed = ok(g, {
			type: 'reminder/added',
			seat: 's1',
			source: masque.id,
			label: '暴露'
		});
		expect(placed.seats[0]?.reminders[0]).toMatchObject({ source: masque.id, label: '暴露' });
	});
});

describe('fabled/added and fabled/removed', () => {
	const day1 = () =>
		okAll(game({ characters: TB7 }), [{ type: 'night/started' }, { type: 'day/started' }]);

	it('brings an official Fabled the script lacks with its definition, mid-game', () => {
		const g = day1();
		const body = fabledAdded(g, 'toymaker');
		expect(body).toMatchObject({ type: 'fabled/added', character: 'toymaker' });
		expect('definition' in body && body.definition?.team).toBe('fabled');
		const s = ok(g, body);
		expect(s.fabled).toEqual(['toymaker']);
		expect(s.extraCharacters?.toymaker?.name).toBe('Toymaker');
		// The Toymaker wakes on other nights by the official order.
		const night = ok(s, { type: 'night/started' });
		const steps = nightSteps(night);
		expect(steps.find((x) => x.character === 'toymaker')).toMatchObject({ storyteller: true });
	});

	it('takes it out again; undo and replay give the same', () => {
		const g = day1();
		const added = ev(fabledAdded(g, 'djinn'));
		const removed = ev({ type: 'fabled/removed', character: 'djinn' });
		const log = [
			...setupEvents({ characters: TB7 }),
			ev({ type: 'night/started' }),
			ev({ type: 'day/started' }),
			added,
			removed
		];
		const end = replay(log);
		expect(end.fabled).toEqual([]);
		expect(replay(log.slice(0, -1)).fabled).toEqual(['djinn']);
	});

	it('refuses a character that is no Fabled, one already in play, one not in play, an unknown one', () => {
		const g = day1();
		refused(g, { type: 'fabled/added', character: 'imp' }, 'fabled-team');
		refused(g, { type: 'fabled/added', character: 'nobody' }, 'unknown-character');
		const s = ok(g, fabledAdded(g, 'djinn'));
		refused(s, { type: 'fabled/added', character: 'djinn' }, 'fabled-in-play');
		refused(s, { type: 'fabled/removed', character: 'angel' }, 'fabled-not-in-play');
		// A definition that does not match its id changes nothing.
		const wrong = apply(
			g,
			ev({
				type: 'fabled/added',
				character: 'made_up',
				definition: { ...s.extraCharacters!.djinn! }
			})
		);
		expect(isRejection(wrong) && wrong.code).toBe('character-definition');
	});

	it('is refused once the game has ended', () => {
		const ended: GameState = ok(day1(), { type: 'game/ended', winner: 'good', reason: '' });
		expect(isRejection(apply(ended, ev(fabledAdded(ended, 'djinn'))))).toBe(true);
	});
});
