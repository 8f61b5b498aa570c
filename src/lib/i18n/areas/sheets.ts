// Messages of the printable sheets' screen (/sheets): its controls. The sheets' own headings are
// printed in the sheet's languages, not the screen's (src/lib/rulesets/botc/sheets.ts).
// The en object is typed against the zh keys: a missing translation fails svelte-check.

export const zh = {
	'sheets.title': '打印剧本',
	'sheets.kind': '印什么',
	'sheets.kind.characters': '角色表（给玩家）',
	'sheets.kind.night': '夜晚顺序表（给说书人）',
	'sheets.language': '语言',
	'sheets.language.zh-CN': '中文',
	'sheets.language.en': 'English',
	'sheets.language.both': '中英对照',
	'sheets.paper': '纸张',
	'sheets.paper.a4': 'A4',
	'sheets.paper.letter': 'Letter',
	'sheets.print': '打印 / 存为 PDF',
	'sheets.printHint': '使用浏览器的打印对话框，离线也能用。选“另存为 PDF”即可得到文件。',
	'sheets.loading': '正在准备……',
	'sheets.missing.script': '找不到这个剧本。它可能已被删除。',
	'sheets.missing.game': '找不到这局游戏，或它不是血染钟楼的对局。',
	'sheets.open': '打印剧本表',
	'sheets.openShort': '打印'
} as const;

export const en: Record<keyof typeof zh, string> = {
	'sheets.title': 'Print the script',
	'sheets.kind': 'Sheet',
	'sheets.kind.characters': 'Character sheet (for players)',
	'sheets.kind.night': 'Night sheet (for the storyteller)',
	'sheets.language': 'Language',
	'sheets.language.zh-CN': '中文',
	'sheets.language.en': 'English',
	'sheets.language.both': 'Both',
	'sheets.paper': 'Paper',
	'sheets.paper.a4': 'A4',
	'sheets.paper.letter': 'Letter',
	'sheets.print': 'Print / save as PDF',
	'sheets.printHint':
		'Uses the browser’s print dialog, which works offline. Choose “Save as PDF” for a file.',
	'sheets.loading': 'Preparing…',
	'sheets.missing.script': 'This script is not here. It may have been deleted.',
	'sheets.missing.game': 'This game is not here, or it is not a Blood on the Clocktower game.',
	'sheets.open': 'Print the script sheets',
	'sheets.openShort': 'Print'
};
