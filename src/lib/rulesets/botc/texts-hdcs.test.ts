import { describe, expect, it } from 'vitest';
import { own } from '../../engine/own';
import { OFFICIAL } from './characters';
import type { StoredText, TextTable } from './texts';
import hdcsZh from './texts/hdcs.zh-CN.json';
import hdcsEn from './texts/hdcs.en.json';

// The texts of the 46 characters of the Chinese edition 华灯初上 (hdcs). The facts below come from
// botc-characters-zh-editions.facts.json (Chinese name, team, S = setup changes, F = wakes on the
// first night, O = wakes on other nights, reminder labels as the facts give them, in Chinese).
// F and O also mark the wakes our texts add where the facts have no step (和尚, 舞狮人's first
// night, 判官, 混沌's other nights: data/zh-editions.night-defaults.json, wakesTheFactsOmit).
type Facts = [nameZh: string, team: string, flags: string, reminders: string[]];
const HDCS: Record<string, Facts> = {
	banxian: ['半仙', 'townsfolk', '', []],
	bianlianshi: ['变脸师', 'townsfolk', '', ['疯狂', '是变脸师']],
	chongfei: ['宠妃', 'townsfolk', '', ['失去能力']],
	dagengren: ['打更人', 'townsfolk', 'O', ['警惕', '死亡']],
	daoshi: ['道士', 'townsfolk', 'O', ['死亡']],
	dianxiaoer: ['店小二', 'townsfolk', 'F', ['熟客', '醉酒']],
	fangshi: ['方士', 'townsfolk', 'O', ['失去能力']],
	fengshuishi: ['风水师', 'townsfolk', 'O', ['失去能力']],
	geling: ['歌伶', 'townsfolk', 'O', ['失去能力', '死亡', '观众']],
	heshang: ['和尚', 'townsfolk', 'FO', ['已生效']],
	jinyiwei: ['锦衣卫', 'townsfolk', 'O', ['保护']],
	langzhong: ['郎中', 'townsfolk', 'FO', []],
	lankeren: ['烂柯人', 'townsfolk', 'F', ['被得知']],
	qianke: ['掮客', 'townsfolk', 'FO', ['熟客']],
	qintianjian: ['钦天监', 'townsfolk', 'F', []],
	tixingguan: ['提刑官', 'townsfolk', 'O', ['被首次提名']],
	wudaozhe: ['悟道者', 'townsfolk', 'S', ['是悟道者']],
	wushiren: ['舞狮人', 'townsfolk', 'FO', ['限一次']],
	xingjiaoshang: ['行脚商', 'townsfolk', 'FO', []],
	xionghaizi: ['熊孩子', 'townsfolk', 'FO', ['捣蛋']],
	xizi: ['戏子', 'townsfolk', 'SF', []],
	yinluren: ['引路人', 'townsfolk', 'FO', []],
	yinyangshi: ['阴阳师', 'townsfolk', 'F', []],
	jiubao: ['酒保', 'outsider', '', ['醉酒']],
	nichen: ['逆臣', 'outsider', 'FO', ['不共戴天']],
	rulianshi: ['入殓师', 'outsider', 'O', ['是恶魔']],
	shaxing: ['煞星', 'outsider', 'O', ['死亡']],
	shijie: ['使节', 'outsider', '', ['已生效']],
	shusheng: ['书生', 'outsider', 'FO', ['已猜测', '猜测正确', '死亡']],
	chimei: ['魑魅', 'minion', '', []],
	ganshiren: ['赶尸人', 'minion', 'S', ['以为存活']],
	gudiao: ['蛊雕', 'minion', 'FO', ['中毒']],
	humeiniang: ['狐媚娘', 'minion', 'FO', ['被魅惑']],
	jinweijun: ['禁卫军', 'minion', '', []],
	niangjiushi: ['酿酒师', 'minion', 'SFO', ['微醺']],
	panguan: ['判官', 'minion', 'F', ['失去能力']],
	yangguren: ['养蛊人', 'minion', 'O', ['提名', '死亡']],
	dianyuzhang: ['典狱长', 'demon', 'FO', ['囚禁', '死亡']],
	hundun: ['混沌', 'demon', 'SO', ['死亡']],
	jianning: ['奸佞', 'demon', 'O', ['死亡', '未被提名', '已被提名']],
	qiongqi: ['穷奇', 'demon', 'O', ['死亡']],
	shimengmo: ['食梦貘', 'demon', 'SO', ['死亡']],
	taotie: ['饕餮', 'demon', 'SO', ['死亡']],
	taowu: ['梼杌', 'demon', 'SO', ['死亡']],
	hebo: ['河伯', 'traveller', '', ['死亡']],
	jiaohuazi: ['叫花子', 'traveller', '', ['是叫花子']]
};

const zh: TextTable = hdcsZh;
const en: TextTable = hdcsEn;
const CJK = /[\u4e00-\u9fff]/;
const FIELDS = ['name', 'ability', 'firstNight', 'otherNight', 'setup'] as const;

function strings(t: StoredText): string[] {
	return [...FIELDS.map((f) => t[f]), ...Object.entries(t.reminders ?? {}).flat()].filter(
		(s): s is string => s !== undefined
	);
}

describe('华灯初上 (hdcs) character texts', () => {
	it('have one entry per hdcs character in each language, and nothing else', () => {
		const ids = Object.keys(HDCS).sort();
		expect(ids).toHaveLength(46);
		expect(Object.keys(zh).sort()).toEqual(ids);
		expect(Object.keys(en).sort()).toEqual(ids);
	});

	it('give each character the fields its facts need, the same ones in both languages', () => {
		const problems: string[] = [];
		for (const [id, [nameZh, , flags]] of Object.entries(HDCS)) {
			const z = zh[id];
			const e = en[id];
			if (!z || !e) continue;
			if (z.name !== nameZh) problems.push(`${id}: zh name ${z.name} is not ${nameZh}`);
			const needs = {
				firstNight: flags.includes('F'),
				otherNight: flags.includes('O'),
				setup: flags.includes('S')
			};
			for (const [field, needed] of Object.entries(needs) as [keyof typeof needs, boolean][]) {
				if (needed && (z[field] === undefined || e[field] === undefined))
					problems.push(`${id}.${field} is missing`);
				if ((z[field] === undefined) !== (e[field] === undefined))
					problems.push(`${id}.${field} is in one language only`);
			}
			if (e.reminders) problems.push(`${id}: reminders belong in the Chinese file only`);
			for (const [t, lang] of [
				[z, 'zh'],
				[e, 'en']
			] as const) {
				for (const s of strings(t)) if (!s.trim()) problems.push(`${id}: empty ${lang} text`);
				// A setup change is also written at the end of the ability, as in the official texts.
				if (t.setup && !t.ability.endsWith(t.setup))
					problems.push(`${id}: ${lang} ability does not end with its setup ${t.setup}`);
			}
		}
		expect(problems).toEqual([]);
	});

	it('write the Chinese file in Chinese and the English file in English', () => {
		const problems: string[] = [];
		for (const id of Object.keys(HDCS)) {
			for (const s of strings(zh[id] ?? { name: '', ability: '' }))
				if (!CJK.test(s) && !/^[A-Z][A-Za-z ]+$/.test(s)) problems.push(`${id} zh: ${s}`);
			for (const s of FIELDS.map((f) => en[id]?.[f]))
				if (s !== undefined && CJK.test(s)) problems.push(`${id} en: ${s}`);
			const z = zh[id];
			if (z)
				for (const f of FIELDS)
					if (z[f] !== undefined && !CJK.test(z[f])) problems.push(`${id} zh.${f}: ${z[f]}`);
		}
		expect(problems).toEqual([]);
	});

	it('explain every reminder label of the facts: an English label for each Chinese one', () => {
		const problems: string[] = [];
		for (const [id, [, , , labels]] of Object.entries(HDCS)) {
			const map = zh[id]?.reminders ?? {};
			const values = Object.values(map);
			expect(new Set(values).size, id).toBe(values.length);
			for (const label of labels)
				if (!values.includes(label)) problems.push(`${id}: no English label for ${label}`);
			for (const [key, value] of Object.entries(map)) {
				if (!labels.includes(value))
					problems.push(`${id}: ${value} is not a reminder of the facts`);
				if (!/^[A-Z][A-Za-z ]+$/.test(key)) problems.push(`${id}: odd English label ${key}`);
			}
		}
		expect(problems).toEqual([]);
	});

	it('give every character an English name of its own', () => {
		const names = Object.values(en).map((t) => t.name);
		expect(new Set(names).size).toBe(names.length);
		const official = new Set(
			OFFICIAL.filter((c) => c.edition !== 'hdcs').map((c) => c.name.toLowerCase())
		);
		expect(names.filter((n) => official.has(n.toLowerCase()))).toEqual([]);
		for (const n of names) expect(n, n).toMatch(/^[A-Z][A-Za-z' -]+$/);
	});

	it('translate the reminder labels the character data uses for hdcs characters', () => {
		// Applies once the hdcs characters are in the character data: their labels are our keys.
		const missing: string[] = [];
		for (const c of OFFICIAL.filter((c) => c.edition === 'hdcs'))
			for (const label of [...c.reminders, ...c.remindersGlobal])
				if (!own(zh[c.id]?.reminders, label)) missing.push(`${c.id}: ${label}`);
		expect(missing).toEqual([]);
	});
});
