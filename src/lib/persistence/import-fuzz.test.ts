import { beforeAll, describe, expect, it } from 'vitest';
import { type GameEvent, parseScript, replay } from '$lib/rulesets/botc';
import { builtInScript } from '$lib/rulesets/botc/script';
import { validateBackup } from './backup';
import { backupText, exportBackup, importBackup } from './backup-io';
import { getDb } from './db';
import { appendEvents, createGame } from './game-log';
import { createdGame } from './testing';

// A seeded generator (mulberry32): a failure prints its seed and case number and reproduces.
const SEED = Number(process.env.FUZZ_SEED ?? 20250607);
function rng(seed: number) {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}
type Rand = () => number;
const int = (r: Rand, n: number) => Math.floor(r() * n);
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[int(r, xs.length)] as T;

type Path = (string | number)[];
/** Every path to a node of a JSON value (iteratively, the values here are shallow enough). */
function paths(value: unknown): Path[] {
	const out: Path[] = [];
	const stack: [unknown, Path][] = [[value, []]];
	while (stack.length) {
		const [v, p] = stack.pop()!;
		out.push(p);
		if (Array.isArray(v)) v.forEach((x, i) => stack.push([x, [...p, i]]));
		else if (v && typeof v === 'object')
			for (const [k, x] of Object.entries(v)) stack.push([x, [...p, k]]);
	}
	return out;
}
function getAt(root: unknown, path: Path): unknown {
	return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], root);
}
function setAt(root: unknown, path: Path, value: unknown): unknown {
	if (path.length === 0) return value;
	const parent = getAt(root, path.slice(0, -1)) as Record<string | number, unknown>;
	parent[path[path.length - 1] as string] = value;
	return root;
}

const WRONG = [null, 0, -1, 1.5, 1e308, '', 'x', true, [], {}, [[]], { id: 1 }, '__proto__'];
const IDS = ['zz-unknown', 'imp', 'washerwoman', '_meta', 's1', 'g0', '', '🦇', 'constructor'];

/** One random damage to a copy of `base`: the kinds a hostile or broken file has. */
function mutate(r: Rand, base: unknown): unknown {
	let v: unknown = structuredClone(base);
	const rounds = 1 + int(r, 3);
	for (let n = 0; n < rounds; n++) {
		const all = paths(v);
		const p = pick(r, all);
		const target = getAt(v, p);
		switch (int(r, 9)) {
			case 0: // wrong type
				v = setAt(v, p, structuredClone(pick(r, WRONG)));
				break;
			case 1: // huge string
				v = setAt(
					v,
					p,
					pick(r, ['x', '<img src=x onerror=alert(1)>', '夜']).repeat(1 + int(r, 60_000))
				);
				break;
			case 2: {
				// deep nesting
				let deep: unknown = target;
				const depth = pick(r, [5, 50, 500, 5000]);
				for (let i = 0; i < depth; i++) deep = int(r, 2) ? [deep] : { a: deep };
				// Last damage of this case: walking a deep value again would only slow the test.
				return setAt(v, p, deep);
			}
			case 3: // unknown or clashing ids
				if (typeof target === 'string') v = setAt(v, p, pick(r, IDS));
				else if (target && typeof target === 'object' && 'id' in target)
					(target as { id: unknown }).id = pick(r, IDS);
				else if (target && typeof target === 'object' && 'seat' in target)
					(target as { seat: unknown }).seat = pick(r, IDS);
				break;
			case 4: // duplicate an entry
				if (Array.isArray(target) && target.length)
					target.splice(int(r, target.length), 0, pick(r, target));
				break;
			case 5: // drop an entry or a key
				if (p.length) {
					const parent = getAt(v, p.slice(0, -1));
					const key = p[p.length - 1]!;
					if (Array.isArray(parent)) parent.splice(key as number, 1);
					else delete (parent as Record<string, unknown>)[key as string];
				}
				break;
			case 6: // reorder
				if (Array.isArray(target) && target.length > 1) {
					const i = int(r, target.length);
					const j = int(r, target.length);
					[target[i], target[j]] = [target[j], target[i]];
				}
				break;
			case 7: // number edge cases
				v = setAt(v, p, pick(r, [NaN, Infinity, -0, 2 ** 53, -5, 0.1]));
				break;
			default: // extra key
				if (target && typeof target === 'object' && !Array.isArray(target))
					(target as Record<string, unknown>)[pick(r, ['type', 'extra', 'seats', 'events'])] = pick(
						r,
						WRONG
					);
		}
	}
	return v;
}

/** Sometimes the damage is to the file's text: cut short or with a byte changed. */
function textMutant(r: Rand, base: unknown): unknown {
	const text = JSON.stringify(base);
	if (r() < 0.5) return text.slice(0, int(r, text.length));
	const i = int(r, text.length);
	return text.slice(0, i) + pick(r, ['"', '{', ']', ',', '\\', '\u0000', 'x']) + text.slice(i + 1);
}

function expectVerdict(result: { ok: boolean; errors?: unknown; problems?: unknown }) {
	if (result.ok) return 'accepted';
	const list = (result.errors ?? result.problems) as { path: unknown; message: unknown }[];
	expect(list.length).toBeGreaterThan(0);
	for (const p of list) {
		expect(typeof p.path).toBe('string');
		expect(typeof p.message).toBe('string');
		expect((p.message as string).length).toBeGreaterThan(0);
	}
	return 'rejected';
}

const tb = builtInScript('tb')!;
const baseScript: unknown[] = [
	{
		id: '_meta',
		name: 'Fuzz Town',
		author: 'me',
		firstNight: ['dusk', 'minioninfo', 'chef', 'hb_knight']
	},
	...tb.characters.slice(0, 12).map((c) => c.id),
	{ id: 'imp' },
	{
		id: 'hb_knight',
		name: 'Hedge Knight',
		team: 'townsfolk',
		ability: 'Once per game, at night…',
		reminders: ['Used'],
		firstNight: 12,
		otherNight: 0,
		image: 'https://example.com/knight.png'
	}
];

let baseBackup: unknown;

async function dump() {
	const db = getDb();
	return JSON.stringify({
		games: await db.games.toArray(),
		events: await db.events.toArray(),
		snapshots: await db.snapshots.toArray(),
		scripts: await db.scripts.toArray()
	});
}

beforeAll(async () => {
	const db = getDb();
	await Promise.all(db.tables.map((t) => t.clear()));
	for (const id of ['g0', 'g1']) {
		const log: GameEvent[] = [
			createdGame(id, { name: `Game ${id}`, seed: 5, players: 6 }),
			{ type: 'seat/renamed', seat: 's1', name: 'Ann', at: 1100 },
			{ type: 'reminder/added', seat: 's2', source: 'custom', label: 'Poisoned', at: 1200 },
			{ type: 'seat/died', seat: 's3', at: 1300 },
			{ type: 'seat/revived', seat: 's3', at: 1400 }
		];
		let state = await createGame(log[0]!);
		for (let i = 1; i < log.length; i++) {
			state = replay([log[i]!], state);
			await appendEvents(state, i, [log[i]!]);
		}
	}
	await db.scripts.add({ id: 'fuzz-town', name: 'Fuzz Town', json: baseScript, importedAt: 1 });
	baseBackup = JSON.parse(backupText(await exportBackup()));
});

describe('fuzzing the importers', () => {
	// Thousands of cases: on a busy shared machine this takes far longer than one test usually may.
	it(
		'parseScript answers every one of 3,000 mutated scripts without throwing',
		{ timeout: 180_000 },
		() => {
			expect(parseScript(baseScript)).toMatchObject({ ok: true });
			const r = rng(SEED);
			const tally = { accepted: 0, rejected: 0 };
			for (let n = 0; n < 3000; n++) {
				const input = r() < 0.2 ? textMutant(r, baseScript) : mutate(r, baseScript);
				let result;
				try {
					result = parseScript(input);
				} catch (error) {
					throw new Error(`script case ${n} (seed ${SEED}) threw: ${String(error)}`);
				}
				tally[expectVerdict(result)]++;
			}
			expect(tally.rejected).toBeGreaterThan(1000);
			expect(tally.accepted).toBeGreaterThan(10);
		}
	);

	it(
		'the backup importer answers every one of 3,000 mutated backups and leaves data alone',
		{ timeout: 180_000 },
		async () => {
			expect(validateBackup(baseBackup)).toMatchObject({ ok: true });
			const r = rng(SEED + 1);
			const tally = { accepted: 0, rejected: 0 };
			let before = await dump();
			for (let n = 0; n < 3000; n++) {
				const input = r() < 0.2 ? textMutant(r, baseBackup) : mutate(r, baseBackup);
				let result;
				try {
					result = await importBackup(input, { newId: () => `new-${n}` });
				} catch (error) {
					throw new Error(`backup case ${n} (seed ${SEED}) threw: ${String(error)}`);
				}
				const verdict = expectVerdict(result);
				tally[verdict]++;
				const after = await dump();
				if (verdict === 'rejected') {
					if (after !== before) throw new Error(`backup case ${n} (seed ${SEED}) changed data`);
				} else {
					before = after;
				}
			}
			expect(tally.rejected).toBeGreaterThan(1000);
		}
	);
});
