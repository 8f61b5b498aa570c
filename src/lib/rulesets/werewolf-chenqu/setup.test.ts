import { describe, expect, it } from 'vitest';
import { isRejection } from '../../engine/types';
import {
	FEEDBACK_NAMES,
	ORDINARY,
	composition,
	dealRoles,
	drawOrdinary,
	feedbackFor,
	fixedRoles,
	roleOf,
	werewolfLog
} from './index';
import { TestGame } from './testing';

const count = (xs: string[], id: string) => xs.filter((x) => x === id).length;

describe('setup (身份阵营 0)', () => {
	// 身份阵营 0: 按照总角色为20人计算，设有特权身份4人、普通身份6人、良民2人、乱民1人、狼人5人、吹笛者1人、丘比特1人。
	it('deals 20 players as 4 privileged, 6 ordinary, 2 良民, 1 乱民, 5 wolves, piper, cupid', () => {
		const roles = composition(20, drawOrdinary(7));
		expect(roles).toHaveLength(20);
		expect(roles.filter((r) => roleOf(r).kind === 'privileged')).toHaveLength(4);
		expect(roles.filter((r) => roleOf(r).kind === 'ordinary')).toHaveLength(6);
		expect(count(roles, 'citizen')).toBe(2);
		expect(count(roles, 'rebel')).toBe(1);
		expect(roles.filter((r) => roleOf(r).kind === 'wolf')).toHaveLength(5);
		expect(count(roles, 'piper')).toBe(1);
		expect(count(roles, 'cupid')).toBe(1);
	});

	// 如角色数目多于20，则在此基础上按照“良民-乱民-良民”的良民：乱民=2:1比例增添身份，最多不超过30名角色。
	it('adds 良民, 乱民, 良民… in that order above 20, up to 30', () => {
		const extra = (n: number) => fixedRoles(n).slice(fixedRoles(20).length);
		expect(extra(21)).toEqual(['citizen']);
		expect(extra(22)).toEqual(['citizen', 'rebel']);
		expect(extra(23)).toEqual(['citizen', 'rebel', 'citizen']);
		expect(extra(30)).toEqual([
			'citizen',
			'rebel',
			'citizen',
			'citizen',
			'rebel',
			'citizen',
			'citizen',
			'rebel',
			'citizen',
			'citizen'
		]);
		expect(() => fixedRoles(19)).toThrow(RangeError);
		expect(() => fixedRoles(31)).toThrow(RangeError);
	});

	// 游戏开始前，将在10个普通身份中抽选出6个
	it('draws 6 different ordinary identities of the 10, the same for the same seed', () => {
		const a = drawOrdinary(123);
		expect(new Set(a).size).toBe(6);
		expect(a.every((r) => ORDINARY.includes(r))).toBe(true);
		expect(drawOrdinary(123)).toEqual(a);
		const seen = new Set(Array.from({ length: 40 }, (_, i) => drawOrdinary(i)).flat());
		expect(seen.size).toBe(10);
	});

	it('deals at random from the game seed, and refuses a deal that breaks the composition', () => {
		const ids = Array.from({ length: 24 }, (_, i) => `p${i + 1}`);
		const h = werewolfLog.create({
			type: 'game/created',
			id: 'g',
			name: 'x',
			seed: 9,
			seats: ids.map((id) => ({ id, name: id })),
			at: 1
		});
		if (isRejection(h)) throw new Error('refused');
		const deal = dealRoles(h.state);
		const dealt = werewolfLog.dispatch(h, { ...deal, at: 2 });
		expect(isRejection(dealt)).toBe(false);
		if (isRejection(dealt)) return;
		expect(dealt.state.seats.map((s) => s.role).sort()).toEqual(
			composition(24, deal.ordinary).sort()
		);
		expect(dealRoles(h.state)).toEqual(deal);
		const bad = werewolfLog.dispatch(h, {
			...deal,
			roles: { ...deal.roles, p1: 'seer', p2: 'seer' },
			at: 2
		});
		expect(isRejection(bad) && bad.code).toBe('wwc.deal-mismatch');
		const chosen = dealRoles(h.state, [
			'hunter',
			'idiot',
			'penitent',
			'dieHard',
			'assassin',
			'scapegoat'
		]);
		expect(chosen.ordinary).toContain('penitent');
	});

	// 表: 长老 生命上限 2/2；乱民 预言反馈 村民、所属阵营 狼人；白狼 预言反馈 狼人、所属阵营 白狼
	it('gives lives, starting teams and seer feedback by the table', () => {
		const g = new TestGame();
		expect(g.seat('elder').lives).toEqual({ current: 2, max: 2 });
		expect(g.seat('seer').lives).toEqual({ current: 1, max: 1 });
		expect(g.seat('rebel1').team).toBe('wolf');
		expect(g.seat('whiteWolf').team).toBe('whiteWolf');
		expect(g.seat('cupid').team).toBe('village');
		expect(g.seat('piper').team).toBe('piper');
		const fb = (id: string) => FEEDBACK_NAMES[feedbackFor(g.s, g.seat(id))]['zh-CN'];
		expect(fb('rebel1')).toBe('村民');
		expect(fb('whiteWolf')).toBe('狼人');
		expect(fb('nun')).toBe('狼人');
		expect(fb('piper')).toBe('吹笛者');
		expect(fb('cupid')).toBe('村民');
		expect(g.seat('blackWolf').statuses).toContain('killer');
		expect(g.seat('scapegoat').statuses).toContain('scapegoat');
	});
});

describe('night 0', () => {
	// 白狼【归群】游戏开始时，你得知所有狼人名单，此时你可以选择加入狼队，阵营变为〖狼人阵营〗。
	it('白狼【归群】 moves the white wolf to the wolves, or keeps its own team', () => {
		expect(new TestGame().start(undefined, true).seat('whiteWolf').team).toBe('wolf');
		expect(new TestGame().start(undefined, false).seat('whiteWolf').team).toBe('whiteWolf');
	});

	// 【私奔】1.若情侣的身份属于同一个阵营，情侣仍然属于该阵营。丘比特的阵营转变为与情侣相同的阵营。
	// 补充说明 1: 丘比特连了双狼情侣，丘比特属于狼人阵营，但是不与其他狼人互知共群。
	it('two wolves stay wolves and cupid becomes a wolf', () => {
		const g = new TestGame().start(['blackWolf', 'nun']);
		expect(g.seat('blackWolf').team).toBe('wolf');
		expect(g.seat('cupid').team).toBe('wolf');
		expect(g.allLines()).toContain('双狼情侣');
	});

	// 【私奔】2.若情侣的身份不属于同一个阵营，情侣均脱离其原阵营，形成情侣阵营。
	it('lovers across teams form the lovers’ team, with cupid', () => {
		const g = new TestGame().start(['seer', 'blackWolf']);
		expect(g.seat('seer').team).toBe('lovers');
		expect(g.seat('blackWolf').team).toBe('lovers');
		expect(g.seat('cupid').team).toBe('lovers');
		expect(g.allLines()).toContain('不与其他狼人互知共群');
	});

	it('needs 归群 before the arrow, and both before day 1', () => {
		const g = new TestGame().do({ type: 'game/started' });
		expect(g.try({ type: 'start/lovers', a: 'seer', b: 'witch' })?.code).toBe('wwc.rejoin-first');
		expect(g.try({ type: 'day/started' })?.code).toBe('wwc.start-unfinished');
		g.do({ type: 'start/white-wolf', join: false });
		expect(g.try({ type: 'start/lovers', a: 'seer', b: 'seer' })?.code).toBe('wwc.same');
	});
});
