// Messages of one area of the app, kept apart so areas can grow without touching each other.
// The en object is typed against the zh keys: a missing translation fails svelte-check.
// Area: saved games on the home screen.

export const zh = {
	'phase.setup': '准备阶段',
	'phase.night': '第{n}夜',
	'phase.day': '第{n}天',
	'phase.ended': '已结束',

	'home.filter': '显示',
	'home.filter.all': '全部',
	'home.filter.active': '未结束',
	'home.filter.finished': '已结束',
	'home.filter.none': '没有符合条件的对局。',

	'card.actions': '更多操作',
	'card.rename': '改名',
	'card.renameLabel': '新的名字',
	'card.renameSave': '保存',
	'card.renameCancel': '取消',
	'card.duplicate': '复制',
	'card.export': '导出',
	'card.print': '打印剧本',
	'card.copyName': '{name}（副本）',
	'card.busyElsewhere': '这局游戏正在另一个标签页中打开，请在那里修改。',
	'card.failed': '没有成功：{reason}',
	'card.broken': '损坏的存档',
	'card.brokenStatus': '无法打开',
	'card.brokenHint': '这条对局记录已损坏，无法显示或打开。可以把它删除，其他对局不受影响。',

	'toast.deleted': '已删除“{name}”',
	'toast.undo': '撤销',
	'toast.duplicated': '已复制为“{name}”',
	'toast.renamed': '已改名为“{name}”',

	'backup.failed': '无法导出：{reason}'
} as const;

export const en: Record<keyof typeof zh, string> = {
	'phase.setup': 'Setup',
	'phase.night': 'Night {n}',
	'phase.day': 'Day {n}',
	'phase.ended': 'Game over',

	'home.filter': 'Show',
	'home.filter.all': 'All',
	'home.filter.active': 'Not finished',
	'home.filter.finished': 'Finished',
	'home.filter.none': 'No games match.',

	'card.actions': 'More actions',
	'card.rename': 'Rename',
	'card.renameLabel': 'New name',
	'card.renameSave': 'Save',
	'card.renameCancel': 'Cancel',
	'card.duplicate': 'Duplicate',
	'card.export': 'Export',
	'card.print': 'Print sheets',
	'card.copyName': '{name} (copy)',
	'card.busyElsewhere': 'This game is open in another tab: change it there.',
	'card.failed': 'That did not work: {reason}',
	'card.broken': 'Damaged saved game',
	'card.brokenStatus': 'Cannot open',
	'card.brokenHint':
		'This saved game is damaged and cannot be shown or opened. You can delete it; the other games are not affected.',

	'toast.deleted': 'Deleted “{name}”',
	'toast.undo': 'Undo',
	'toast.duplicated': 'Copied as “{name}”',
	'toast.renamed': 'Renamed to “{name}”',

	'backup.failed': 'Could not export: {reason}'
};
