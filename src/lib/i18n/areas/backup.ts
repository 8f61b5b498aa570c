// Messages of one area of the app, kept apart so areas can grow without touching each other.
// The en object is typed against the zh keys: a missing translation fails svelte-check.
// Area: backups and restores, storage problems during a game, the update offer (the home
// screen does not need them, so they are kept out of the data area it loads).

export const zh = {
	'backup.title': '备份与恢复',
	'backup.hint':
		'把所有对局（含每一步记录）和导入的剧本导出为一个 JSON 文件，可在另一台设备或清除数据后导入恢复。',
	'backup.exportAll': '导出全部对局',
	'backup.exported': '已导出 {count} 局对局。',
	'backup.import': '从文件导入……',
	'backup.reading': '正在检查文件……',
	'backup.rejected': '文件没有导入，本机数据没有任何改动。发现以下问题：',
	'backup.partial':
		'导入中途停止：已完整保存新增 {added} 局、替换 {replaced} 局，其余对局和剧本没有导入（已导入的每一局都完整）。问题：',
	'backup.whole': '整个文件',
	'backup.conflicts': '以下对局在本机已经存在，请逐一选择：',
	'backup.conflictLine': '文件中的“{incoming}”与本机的“{existing}”是同一局',
	'backup.keepBoth': '两者都保留',
	'backup.replace': '用文件替换',
	'backup.skip': '跳过',
	'backup.confirm': '导入',
	'backup.cancel': '取消',
	'backup.done':
		'导入完成：新增 {added} 局，替换 {replaced} 局，跳过 {skipped} 局，剧本 {scripts} 个。',
	'backup.empty': '这个文件里没有对局。',
	'update.ready': '新版本已就绪。更新时页面会重新载入，对局都已保存。',
	'update.apply': '现在更新',
	'update.later': '稍后',

	'notice.readOnly':
		'这局游戏正在另一个标签页或窗口中打开，这里只能查看，并会实时跟随那边的改动。关闭那边后，这里即可继续操作。',
	'notice.quota':
		'设备存储空间已满，最近的操作没有保存到设备上。游戏仍在本页面中继续，但关闭页面就会丢失：请立即导出这局游戏，然后清理空间。',
	'notice.other':
		'最近的操作没有保存到设备上（{detail}）。游戏仍在本页面中继续，请导出这局游戏以防丢失。',
	'notice.unsaved': '未保存的操作：{count} 步',
	'notice.export': '导出这局游戏（含未保存的操作）',
	'notice.retry': '重新保存',
	'notice.saved': '已全部保存。',
	'notice.lostDeleted':
		'这局游戏已在另一个标签页中被删除（或浏览器数据被清除）。这里之后的操作不会再保存。',
	'notice.lostReplaced':
		'这局游戏已在另一个标签页中被替换（例如恢复了备份）。这里之后的操作不会再保存，以免两局记录混在一起。',
	'notice.keepCopy': '把这里的对局另存为副本',
	'notice.copyName': '{name}（本页副本）',
	'notice.openStored': '打开已保存的版本',
	'notice.toGames': '返回对局列表',
	'notice.copyFailed': '副本没有保存：{detail}'
} as const;

export const en: Record<keyof typeof zh, string> = {
	'backup.title': 'Backup and restore',
	'backup.hint':
		'Save every game (with every step) and your imported scripts to one JSON file, to restore here after clearing data or on another device.',
	'backup.exportAll': 'Export all games',
	'backup.exported': 'Exported {count} games.',
	'backup.import': 'Import from a file…',
	'backup.reading': 'Checking the file…',
	'backup.rejected':
		'The file was not imported and nothing on this device changed. Problems found:',
	'backup.partial':
		'The import stopped part-way: {added} games added and {replaced} replaced were stored, each whole; the other games and the scripts were not imported. Problem:',
	'backup.whole': 'whole file',
	'backup.conflicts': 'These games are already on this device. Choose for each:',
	'backup.conflictLine': '“{incoming}” in the file is the same game as “{existing}” here',
	'backup.keepBoth': 'Keep both',
	'backup.replace': 'Replace with the file’s',
	'backup.skip': 'Skip',
	'backup.confirm': 'Import',
	'backup.cancel': 'Cancel',
	'backup.done':
		'Imported: {added} added, {replaced} replaced, {skipped} skipped, {scripts} scripts.',
	'backup.empty': 'This file holds no games.',
	'update.ready': 'A new version is ready. Updating reloads the page; every game is saved.',
	'update.apply': 'Update now',
	'update.later': 'Later',

	'notice.readOnly':
		'This game is open in another tab or window. Here you can only watch, and it follows the changes made there live. Close the other one to continue here.',
	'notice.quota':
		'The device’s storage is full: the latest moves were not saved on the device. The game goes on in this page, but closing it would lose them. Export this game now, then free some space.',
	'notice.other':
		'The latest moves were not saved on the device ({detail}). The game goes on in this page: export it so nothing is lost.',
	'notice.unsaved': 'Unsaved moves: {count}',
	'notice.export': 'Export this game (with unsaved moves)',
	'notice.retry': 'Try saving again',
	'notice.saved': 'Everything is saved.',
	'notice.lostDeleted':
		'This game was deleted in another tab (or the browser’s data was cleared). Nothing you do here is saved any more.',
	'notice.lostReplaced':
		'This game was replaced in another tab (a backup was restored). Nothing you do here is saved any more, so the two logs never mix.',
	'notice.keepCopy': 'Keep this tab’s game as a copy',
	'notice.copyName': '{name} (this tab’s copy)',
	'notice.openStored': 'Open the stored version',
	'notice.toGames': 'Back to the games',
	'notice.copyFailed': 'The copy was not saved: {detail}'
};
