import { describe, expect, it } from 'vitest';
import { checkNightAction, nightSheet, resolveNight } from './index';
import { TestGame } from './testing';

/** Day 1 elects `sheriff` so later tests start on a normal day. */
const day1 = (g: TestGame, sheriff = 'citizen1') => g.vote(sheriff);

describe('night entry: deadlines and legal targets', () => {
	// 游戏流程: 守卫 21:45 之前；吹笛者、修女【卫道】22:00；预言家…狼人【杀人】、白狼【撕咬】22:15；女巫 22:30；小公主、修女【救赎】22:45
	it('lists the night in the seed’s deadline order', () => {
		const g = day1(new TestGame().start()).do({ type: 'night/started' });
		const sheet = nightSheet(g.s).map((r) => `${r.deadline} ${r.skill}`);
		expect(sheet.slice(0, 2)).toEqual(['21:45 shield', '21:45 soundproof']);
		expect(sheet).toContain('22:00 charm');
		expect(sheet).toContain('22:15 kill');
		expect(sheet.indexOf('22:30 poison')).toBeLessThan(sheet.indexOf('22:45 redeem'));
		const deadlines = nightSheet(g.s).map((r) => r.deadline);
		expect([...deadlines].sort()).toEqual(deadlines);
	});

	// 守卫【守护之盾】每名角色整局游戏只能成为该技能的目标一次。
	it('refuses a second shield on the same player, and limited skills once used', () => {
		const g = day1(new TestGame().start());
		g.night({ shield: ['guard', 'seer'], poison: ['witch', 'envoy'] }).vote({});
		g.do({ type: 'night/started' });
		expect(checkNightAction(g.s, 'shield', 'guard', 'seer')?.code).toBe('wwc.once-per-target');
		expect(checkNightAction(g.s, 'shield', 'guard', 'witch')).toBeNull();
		expect(checkNightAction(g.s, 'poison', 'witch', 'nun')?.code).toBe('wwc.used-up');
		expect(checkNightAction(g.s, 'antidote', 'witch', 'witch')?.code).toBe('wwc.self');
		expect(checkNightAction(g.s, 'kill', 'nun', 'seer')?.code).toBe('wwc.not-holder');
		expect(checkNightAction(g.s, 'kill', 'blackWolf', 'envoy')?.code).toBe('wwc.target-out');
	});

	// 白狼【撕咬】游戏日每两晚中（1-2晚、3-4晚以此类推）选择一晚，你可以指杀一名角色。
	it('lets the white wolf bite once in each pair of nights', () => {
		const g = day1(new TestGame().start());
		g.night({ bite: ['whiteWolf', 'citizen2'] }).vote({});
		g.do({ type: 'night/started' });
		expect(checkNightAction(g.s, 'bite', 'whiteWolf', 'seer')?.code).toBe('wwc.bite-block');
		g.do({ type: 'night/resolved' }).do({ type: 'day/started' }).vote({});
		g.do({ type: 'night/started' });
		expect(checkNightAction(g.s, 'bite', 'whiteWolf', 'seer')).toBeNull();
	});
});

describe('night resolution', () => {
	// 守卫【守护之盾】游戏日夜晚，你可以选择一名角色，使对其的指杀无效。
	it('guard vs kill: the shielded target survives, explained line by line', () => {
		const g = day1(new TestGame().start());
		g.night({ shield: ['guard', 'seer'], kill: ['blackWolf', 'seer'] });
		expect(g.out('seer')).toBe(false);
		const lines = g.nightLines();
		expect(lines).toContain('【守护之盾】guard 守护 seer');
		expect(lines).toContain('【杀人】blackWolf 指杀 seer');
		expect(lines).toContain('seer 受【守护之盾】保护：对其的指杀无效');
		expect(lines).toContain('当晚无人出局');
	});

	// FAQ 2: 女巫必须保证自己存活，当晚的【解药】和【毒药】才有效，并且双药可以在同一晚用出。
	it('witch uses both potions in one night', () => {
		const g = day1(new TestGame().start());
		g.night({
			kill: ['blackWolf', 'seer'],
			antidote: ['witch', 'seer'],
			poison: ['witch', 'envoy']
		});
		expect(g.out('seer')).toBe(false);
		expect(g.out('envoy')).toBe(true);
		expect(g.seat('envoy').out?.cause).toBe('poison');
		expect(g.nightLines()).toContain('【通灵】女巫得知当晚被指杀的目标：seer');
		expect(g.seat('witch').lost).toContain('vision');
	});

	// 女巫【毒药】若你在当晚未出局，则该角色在夜晚结束前出局。(FAQ 2: 解药 too)
	it('witch killed the same night: neither potion works', () => {
		const g = day1(new TestGame().start());
		g.night({
			kill: ['blackWolf', 'witch'],
			bite: ['whiteWolf', 'seer'],
			antidote: ['witch', 'seer'],
			poison: ['witch', 'envoy']
		});
		expect(g.out('witch')).toBe(true);
		expect(g.out('seer')).toBe(true);
		expect(g.out('envoy')).toBe(false);
		expect(g.nightLines()).toContain('女巫当晚出局：【解药】与【毒药】均无效');
		expect(g.seat('witch').uses).toMatchObject({ antidote: 1, poison: 1 });
	});

	// FAQ 2: 长老被有效指杀一次后，在第二次指杀之前仍可被【救药】，回复到2命状态。
	it('elder’s two lives: a kill takes one, the antidote gives it back, two kills end it', () => {
		const g = day1(new TestGame().start());
		g.night({ kill: ['blackWolf', 'elder'] });
		expect(g.out('elder')).toBe(false);
		expect(g.seat('elder').lives.current).toBe(1);
		g.vote({}).night({ antidote: ['witch', 'elder'] });
		expect(g.seat('elder').lives.current).toBe(2);
		g.vote({}).night({ kill: ['blackWolf', 'elder'], bite: ['whiteWolf', 'elder'] });
		expect(g.out('elder')).toBe(true);
		expect(g.seat('elder').out?.cause).toBe('kill');
		// Killed, not voted, poisoned or shot: no 【威信】.
		expect(g.seat('hunter').lost).toEqual([]);
		expect(g.s.facts.some((f) => f.kind === 'elderOut')).toBe(false);
	});

	// 善良的小公主【纯真】你可以选择代替当晚被狼人指杀的角色出局…若当晚无人出局，则不产生任何效果。
	it('the princess takes the place of the killed player', () => {
		const g = day1(new TestGame().start());
		g.night({ kill: ['blackWolf', 'seer'], innocence: ['princess', 'seer'] });
		expect(g.out('seer')).toBe(false);
		expect(g.out('princess')).toBe(true);
		const h = day1(new TestGame().start());
		h.night({ kill: ['blackWolf', 'elder'], innocence: ['princess', 'elder'] });
		expect(h.out('princess')).toBe(false);
		expect(h.nightLines()).toContain('【纯真】elder 当晚不会出局：不产生任何效果');
	});

	// 吹笛者【吹笛】如果该角色没有在当晚成为【隔音之盾】的目标，则该角色进入吹笛状态。
	it('piper’s charm lands unless soundproofed', () => {
		const g = day1(new TestGame().start());
		g.night({ soundproof: ['guard', 'seer'], charm: ['piper', 'seer'] });
		expect(g.seat('seer').statuses).not.toContain('charmed');
		g.vote({}).night({ charm: ['piper', 'witch'] });
		expect(g.seat('witch').statuses).toContain('charmed');
		expect(g.s.facts.filter((f) => f.kind === 'charmed').map((f) => f.seats)).toEqual([['witch']]);
	});

	// 【摇落】使该角色当晚发动的技能无效。【断肠】若该角色为普通身份，则该角色失去技能。
	it('摇落 cancels a skill; 断肠 strips an ordinary identity', () => {
		const g = day1(new TestGame().start());
		g.night({ shake: ['piper', 'guard'], shield: ['guard', 'seer'], kill: ['blackWolf', 'seer'] });
		expect(g.out('seer')).toBe(true);
		expect(g.nightLines()).toContain('guard 的【守护之盾】被摇落，无效');
		g.vote({}).night({ heartbreak: ['piper', 'slanderer'], slander: ['slanderer', 'witch'] });
		expect(g.seat('slanderer').lost).toContain('*');
		expect(g.seat('witch').counters.slanderedDay).toBeUndefined();
		g.vote({}).do({ type: 'night/started' });
		expect(checkNightAction(g.s, 'slander', 'slanderer', 'witch')?.code).toBe('wwc.skill-lost');
		expect(checkNightAction(g.s, 'shake', 'piper', 'witch')?.code).toBe('wwc.used-up');
	});

	// 猎人【最后一枪】当你出局后，你可以选择一名其他角色，对其开枪。该角色立即出局。
	// 长老【威信】当你因投票、【毒药】、【最后一枪】出局后，所有普通身份失去技能。白痴失去该技能时立即出局。
	it('hunter shot at night kills the elder: 威信 strips ordinary roles, the idiot goes out', () => {
		const g = day1(new TestGame().start());
		g.night({ kill: ['blackWolf', 'hunter'] }, false);
		expect(g.s.pending).toEqual([{ kind: 'lastShot', seat: 'hunter' }]);
		g.do({ type: 'hunter/shot', hunter: 'hunter', target: 'elder' });
		expect(g.out('elder')).toBe(true);
		expect(g.seat('elder').out?.cause).toBe('shot');
		expect(g.seat('slanderer').lost).toContain('*');
		expect(g.out('idiot')).toBe(true);
		expect(g.s.facts.some((f) => f.kind === 'elderOut')).toBe(true);
	});

	// 头狼【枭首】当头狼因【毒药】、【最后一枪】出局后，使者、修女失去技能。
	it('头狼 poisoned: 枭首 strips the envoy and the nun', () => {
		const g = day1(new TestGame().start());
		g.night({ poison: ['witch', 'wolfLeader'] });
		expect(g.seat('nun').lost).toContain('*');
		expect(g.seat('envoy').lost).toContain('*');
		expect(g.try({ type: 'envoy/sent', actor: 'envoy', message: 'hi' })?.code).toBe(
			'wwc.day-skill-lost'
		);
	});

	// 预言家【预言】; 补充说明 2: 如果情侣属于情侣阵营且被【预言】，按情侣中非村民方角色反馈。
	// 修女【卫道】使其免疫技能【预言】。
	it('seer results: the table, the lovers’ rule, and 卫道', () => {
		const g = day1(new TestGame().start(['citizen1', 'piper']));
		g.night({ divine: ['seer', 'citizen1'] });
		expect(g.nightLines()).toContain('【预言】seer 查验 citizen1：吹笛者');
		g.vote({}).night({ divine: ['seer', 'rebel1'] });
		expect(g.nightLines()).toContain('【预言】seer 查验 rebel1：村民');
		g.vote({}).night({ faith: ['nun', 'blackWolf'], divine: ['seer', 'blackWolf'] });
		expect(g.nightLines()).toContain('【预言】seer 查验 blackWolf：目标受【卫道】保护，无反馈');
	});

	// 沉寂的先知者【志继】当预言家出局后，你的身份转变为预言家。
	it('the silent prophet becomes the seer when the seer goes out', () => {
		const g = day1(
			new TestGame({
				ordinary: ['hunter', 'idiot', 'silentProphet', 'slanderer', 'scapegoat', 'assassin']
			}).start()
		);
		g.night({ kill: ['blackWolf', 'seer'] });
		expect(g.seat('silentProphet').role).toBe('seer');
		g.vote({}).do({ type: 'night/started' });
		expect(checkNightAction(g.s, 'divine', 'silentProphet', 'nun')).toBeNull();
	});

	// “The director can override any line, logged.”
	it('the director voids a line before resolving; the override is an undoable event', () => {
		const g = day1(new TestGame().start());
		g.do({ type: 'night/started' })
			.do({ type: 'night/action', skill: 'shield', actor: 'guard', target: 'seer' })
			.do({ type: 'night/action', skill: 'kill', actor: 'blackWolf', target: 'seer' })
			.do({ type: 'night/override', key: 'shield:kill', reason: '守卫私信晚于 21:45' });
		const preview = resolveNight(g.s, g.at);
		expect(preview.lines.find((l) => l.key === 'shield:kill')?.voided).toBe('守卫私信晚于 21:45');
		expect(g.out('seer')).toBe(false);
		g.do({ type: 'night/resolved' });
		expect(g.out('seer')).toBe(true);
		expect(g.try({ type: 'night/override', key: 'kill', reason: 'x' })?.code).toBe(
			'wwc.phase.override'
		);
	});
});
