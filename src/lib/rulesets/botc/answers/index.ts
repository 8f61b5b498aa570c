import type { NightStep } from '../engine/night';
import { holds, holdersOf } from '../engine/abilities';
import { keptSober } from '../engine/effects';
import { characterOf, isDrunkIn, isPoisonedIn } from '../engine/seats';
import type { Answer, GameState, GivenAnswer, Seat, SeatId, Team } from '../engine/types';
import { BAD_MOON_RISING } from './bmr';
import { OTHER_EDITIONS } from './more';
import { context, scriptCharacters } from './registration';
import { SECTS_AND_VIOLETS } from './snv';
import { TROUBLE_BREWING } from './tb';
import type { AnswerOption, AnswerSpec, Context, Suggestion } from './types';

export type * from './types';
export { registrations } from './registration';
export { answerTokens, type AnswerToken } from './tokens';

/** Every information character the grimoire can answer for, by id. */
export const ANSWERS: ReadonlyMap<string, AnswerSpec> = new Map(
	Object.entries({
		...TROUBLE_BREWING,
		...BAD_MOON_RISING,
		...SECTS_AND_VIOLETS,
		...OTHER_EDITIONS
	})
);

/** The team a character answer is drawn from, for the false ones (the Washerwoman: Townsfolk). */
const FALSE_TEAMS: Record<string, Team[]> = {
	washerwoman: ['townsfolk'],
	librarian: ['outsider'],
	investigator: ['minion'],
	grandmother: ['townsfolk', 'outsider'],
	pixie: ['townsfolk']
};
/** Those told "zero" when there is none (the Librarian's no Outsiders), false otherwise. */
const ZERO_ANSWER = new Set(['librarian', 'investigator']);
const PLAYERS_SHOWN: Record<string, number> = { noble: 3, sage: 2, steward: 1, bountyhunter: 1 };

/** A Vortox in play, alive and sober: every Townsfolk's information must be false. */
function vortoxRules(state: GameState): boolean {
	return holdersOf(state, 'vortox').some(
		(s) => s.alive && !isDrunkIn(state, s) && !isPoisonedIn(state, s)
	);
}

/**
 * Whether the Vortox makes this step's answer false: information (not a swap or an effect the
 * step only records) from a Townsfolk ability its holder truly holds, drunk or poisoned or not
 * (official ruling), the Cannibal's too. The Drunk or a Marionette who only thinks they hold it
 * is not bound.
 */
function vortoxBinds(state: GameState, step: NightStep, spec: AnswerSpec, holder?: Seat) {
	const id = step.character ?? '';
	if (spec.information === false || characterOf(state, id)?.team !== 'townsfolk') return false;
	// The Cannibal acting with an executed Townsfolk's ability holds it too.
	const held = !!holder && (holds(state, holder, id) || step.by === 'cannibal');
	// The Barista's player "gets true info" until dusk, the Vortox notwithstanding.
	if (holder && keptSober(state, holder)) return false;
	return held && vortoxRules(state);
}

const same = (a: Answer, b: Answer) => JSON.stringify(a) === JSON.stringify(b);

/** Answers a drunk, poisoned or Vortox-bound player may be given instead of the truth. */
function falseOptions(ctx: Context, id: string, spec: AnswerSpec, given: AnswerOption[]) {
	const out: AnswerOption[] = [];
	const add = (answer: Answer, complete?: AnswerOption['complete']) => {
		if (given.some((o) => !o.complete && same(o.answer, answer))) return;
		out.push({ answer, truth: 'false', ...(complete ? { complete } : {}) });
	};
	const state = ctx.state;
	switch (spec.learns) {
		case 'number': {
			const top = Math.max(spec.range?.(ctx) ?? 0, ...given.map((o) => o.answer.number ?? 0));
			for (let n = 0; n <= top; n++) add({ number: n });
			break;
		}
		case 'yes-no':
			add({ yes: true });
			add({ yes: false });
			break;
		case 'alignment':
			add({ alignment: 'good' });
			add({ alignment: 'evil' });
			break;
		case 'direction':
			for (const d of ['clockwise', 'anticlockwise', 'equal'] as const) add({ direction: d });
			break;
		case 'character':
		case 'player-character': {
			if (id === 'dreamer') {
				dreamerFalse(ctx, given, add);
				break;
			}
			const teams = FALSE_TEAMS[id] ?? ['townsfolk', 'outsider', 'minion', 'demon'];
			const pool = teams.flatMap((t) => scriptCharacters(state, t));
			const players = spec.learns === 'player-character' ? (id === 'grandmother' ? 1 : 2) : 0;
			// A character learnt alone is false when it is not the truth; shown on players, the
			// true character on the wrong players is false too.
			const truths = new Set(given.flatMap((o) => (o.truth === 'true' ? o.answer.characters : [])));
			const characters = players ? pool : pool.filter((c) => !truths.has(c));
			if (ZERO_ANSWER.has(id)) add({ number: 0 });
			if (characters.length)
				add(
					{ characters: [], ...(players ? { seats: [] } : {}) },
					{ characters: [characters], ...(players ? { seats: players } : {}) }
				);
			break;
		}
		case 'players': {
			const count = PLAYERS_SHOWN[id] ?? 1;
			// The Sage's false answer: two players, neither of whom may register as the Demon.
			const from =
				id === 'sage'
					? state.seats
							.filter(
								(s) => s.id !== ctx.holder?.id && !ctx.regs(s).some((r) => r.team === 'demon')
							)
							.map((s) => s.id)
					: undefined;
			add({ seats: [] }, { seats: count, ...(from ? { from } : {}) });
			break;
		}
		case 'free':
			break;
	}
	return out;
}

/**
 * The Dreamer's false answer: the chosen player shown with one good and one evil character,
 * neither of them theirs (the true character on the same player is no false answer).
 */
function dreamerFalse(
	ctx: Context,
	given: AnswerOption[],
	add: (answer: Answer, complete?: AnswerOption['complete']) => void
) {
	const seats = given.find((o) => o.truth === 'true')?.answer.seats ?? [];
	const truths = new Set(given.flatMap((o) => (o.truth === 'true' ? o.answer.characters : [])));
	const of = (teams: Team[]) =>
		teams.flatMap((t) => scriptCharacters(ctx.state, t)).filter((c) => !truths.has(c));
	add(
		{ seats, characters: [] },
		{ characters: [of(['townsfolk', 'outsider']), of(['minion', 'demon'])] }
	);
}

/**
 * What the grimoire suggests at an information step: the answer its truth gives, those a
 * Recluse's or Spy's registration allows (the storyteller's choice), and, when the holder is
 * drunk or poisoned or the Vortox rules, the false answers. Null when the step learns nothing
 * the grimoire knows of (or not tonight). `chosen`: the players the holder chose.
 */
export function suggestAnswer(
	state: GameState,
	step: NightStep,
	chosen: readonly SeatId[] = []
): Suggestion | null {
	const id = step.character;
	if (step.kind !== 'character' || !id || step.key === `${id}:demon`) return null;
	const spec = ANSWERS.get(id);
	if (!spec || state.phase.kind !== 'night') return null;
	const first = state.phase.n === 1;
	if ((spec.nights === 'first' && !first) || (spec.nights === 'other' && first)) return null;
	const holderId = step.holders?.[0] ?? step.seats[0];
	const holder = state.seats.find((s) => s.id === holderId);
	const ctx = context(state, holder);
	const choose = spec.choose ?? 0;
	const picked = chosen.slice(0, choose);
	const mustBeFalse = vortoxBinds(state, step, spec, holder);
	const base = {
		character: id,
		learns: spec.learns,
		choose,
		chosen: picked,
		ready: picked.length >= choose,
		// A step that only records what the choice did has no false answer to give.
		mayBeFalse: spec.information !== false && step.mayBeFalse,
		mustBeFalse
	};
	if (!base.ready) return { ...base, options: [] };
	const found = spec.compute(ctx, picked);
	if (!Array.isArray(found)) return { ...base, options: [], nothing: found ?? 'storyteller' };
	const wrong = base.mayBeFalse || mustBeFalse ? falseOptions(ctx, id, spec, found) : [];
	return { ...base, options: [...found, ...wrong] };
}

/** Every answer given so far, night by night (tonight's last), for the history and the end. */
export function givenAnswers(state: GameState): { night: number; answers: GivenAnswer[] }[] {
	const nights = state.night ? [...state.nights, state.night] : state.nights;
	return nights
		.filter((n) => (n.answers ?? []).length > 0)
		.map((n) => ({ night: n.n, answers: n.answers ?? [] }));
}
