import type { Locale } from './engine/types';

// parseScript words its problems in English (they are also read by tools and tests); this puts
// them into Chinese for a Chinese storyteller, keeping the ids and paths as they are in the file.

const FOUND: [RegExp, string][] = [
	[/^an array$/, '数组'],
	[/^a number$/, '数字'],
	[/^a boolean$/, '真假值'],
	[/^an object$/, '对象'],
	[/^nothing$/, '空'],
	[/^null$/, 'null']
];

function found(value: string): string {
	for (const [re, zh] of FOUND) if (re.test(value)) return zh;
	return value.replace(/^"(.*)"$/, '“$1”');
}

const TEMPLATES: [RegExp, (m: RegExpMatchArray) => string][] = [
	[
		/^unknown character id "(.*)"; did you mean (.*) \(([a-z0-9]+)\)\?$/s,
		(m) => `未知的角色 id“${m[1]}”，是不是${m[2]}（${m[3]}）？`
	],
	[/^unknown character id "(.*)"$/s, (m) => `未知的角色 id“${m[1]}”`],
	[/^expected a team name, found (.*)$/s, (m) => `应为阵营名称，现在是${found(m[1] ?? '')}`],
	[/^expected a list of statuses, found (.*)$/s, (m) => `应为状态列表，现在是${found(m[1] ?? '')}`],
	[/^a status needs a short name$/, () => '状态需要一个简短的名字'],
	[
		/^duplicate character id "(.*)" \(also at \[(\d+)\]\)$/s,
		(m) => `角色 id“${m[1]}”重复（也出现在 [${m[2]}]）`
	],
	[/^"(.*)" is not a character on this script$/s, (m) => `“${m[1]}”不是本剧本中的角色`],
	[/^"(.*)" is reserved for a night step$/s, (m) => `“${m[1]}”是夜晚步骤的保留名，不能作角色 id`],
	[/^"(.*)" only happens on the first night$/s, (m) => `“${m[1]}”只在首个夜晚出现`],
	[
		/^a homebrew character needs a team, found (.*)$/s,
		(m) => `自制角色需要阵营（team），现在是${found(m[1] ?? '')}`
	],
	[
		/^a script must be a JSON array, found (.*)$/s,
		(m) => `剧本必须是 JSON 数组，现在是${found(m[1] ?? '')}`
	],
	[/^character id "(.*)" has no letters or digits$/s, (m) => `角色 id“${m[1]}”里没有字母或数字`],
	[
		/^expected a character id or object, found (.*)$/s,
		(m) => `应为角色 id 或角色对象，现在是${found(m[1] ?? '')}`
	],
	[/^expected a list of text, found (.*)$/s, (m) => `应为文本列表，现在是${found(m[1] ?? '')}`],
	[
		/^expected a night position \(a number from 0\), found (.*)$/s,
		(m) => `应为夜晚顺序位置（不小于 0 的数字），现在是${found(m[1] ?? '')}`
	],
	[/^expected text, found (.*)$/s, (m) => `应为文本，现在是${found(m[1] ?? '')}`],
	[
		/^expected true or false, found (.*)$/s,
		(m) => `应为 true 或 false，现在是${found(m[1] ?? '')}`
	],
	[/^name is longer than (\d+) characters$/, (m) => `名字超过 ${m[1]} 个字符`],
	[/^not valid JSON: (.*)$/s, (m) => `不是有效的 JSON：${m[1]}`],
	[
		/^second _meta object \(the first is at \[(\d+)\]\)$/,
		(m) => `第二个 _meta 对象（第一个在 [${m[1]}]）`
	],
	[/^text longer than (\d+) characters$/, (m) => `文本超过 ${m[1]} 个字符`],
	[/^too many entries \((\d+), at most (\d+)\)$/, (m) => `条目太多（${m[1]} 个，最多 ${m[2]} 个）`],
	[/^the script is too large \((.+); at most (.+)\)$/, (m) => `剧本太大（${m[1]}，最多 ${m[2]}）`],
	[
		/^the script is nested too deeply \(more than (\d+) levels of \[ \] and \{ \}\)$/,
		(m) => `剧本嵌套太深（超过 ${m[1]} 层 [ ] 和 { }）`
	],
	[/^unknown team "(.*)"$/s, (m) => `未知的阵营“${m[1]}”`],
	[/^unreadable script \((.*)\)$/s, (m) => `无法读取的剧本（${m[1]}）`],
	[/^a homebrew character needs a name$/, () => '自制角色需要名字（name）'],
	[/^a jinx needs an id$/, () => '相克规则需要角色 id'],
	[/^a special needs a type and a name$/, () => 'special 条目需要 type 和 name'],
	[/^author must be short text$/, () => '作者（author）必须是简短的文本'],
	[/^character id is too long$/, () => '角色 id 太长'],
	[/^expected a list of jinxes$/, () => '应为相克规则列表'],
	[/^expected a list$/, () => '应为列表'],
	[/^missing character id$/, () => '缺少角色 id'],
	[/^name must be text$/, () => '名字必须是文本'],
	[/^the script has no characters$/, () => '剧本里没有角色'],
	// The limits shared with backups (engine/limits.ts).
	[/^the file is too large \((\d+) characters\)$/, (m) => `文件太大（${m[1]} 个字符）`],
	[/^nested too deeply \(more than (\d+) levels\)$/, (m) => `嵌套太深（超过 ${m[1]} 层）`],
	[
		/^text too long \((\d+) characters, at most (\d+)\)$/,
		(m) => `文本太长（${m[1]} 个字符，最多 ${m[2]} 个）`
	],
	[/^a key too long \((\d+) characters\)$/, (m) => `键名太长（${m[1]} 个字符）`],
	[/^too large \(more than (\d+) values\)$/, (m) => `内容太多（超过 ${m[1]} 个值）`],
	[
		/^too large \(more than (\d+) characters of text\)$/,
		(m) => `文本总量太大（超过 ${m[1]} 个字符）`
	],
	[/^not a finite number$/, () => '不是有限的数字'],
	[/^not plain data$/, () => '不是普通的 JSON 数据'],
	[/^not JSON data \(.*\)$/, () => '不是 JSON 数据']
];

/** A script problem's message in the storyteller's language. */
export function scriptProblemText(message: string, locale: Locale): string {
	if (locale === 'en') return message;
	for (const [re, zh] of TEMPLATES) {
		const m = message.match(re);
		if (m) return zh(m);
	}
	return message;
}
