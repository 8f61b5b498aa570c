// Messages of one area of the app, kept apart so areas can grow without touching each other.
// The en object is typed against the zh keys: a missing translation fails svelte-check.
// This area: private chats (announced to everyone, as online play and 《井满田坝》 require) and
// the 《井满田坝》 rule set's own screens.

export const zh = {
	'chat.title': '私聊记录',
	'chat.record': '记录一次私聊',
	'chat.pick': '点选参与私聊的玩家（至少两人）',
	'chat.save': '记录私聊',
	'chat.cancel': '取消',
	'chat.line': '{names} 进行了私聊',
	'chat.at': '{time}',
	'chat.none': '今天还没有私聊。',
	'chat.announce': '请告知所有玩家：',
	'jmtb.ruleset': '井满田坝',
	'jmtb.sample': '示例剧本（虚构角色）',
	'jmtb.sampleHint':
		'《井满田坝》的角色都是自制角色：导入你的剧本（官方剧本 JSON 格式），或先用示例剧本试试。'
} as const;

export const en: Record<keyof typeof zh, string> = {
	'chat.title': 'Private chats',
	'chat.record': 'Record a private chat',
	'chat.pick': 'Tap the players in the private chat (two or more)',
	'chat.save': 'Record the chat',
	'chat.cancel': 'Cancel',
	'chat.line': '{names} talked privately',
	'chat.at': '{time}',
	'chat.none': 'No private chats today.',
	'chat.announce': 'Tell everyone:',
	'jmtb.ruleset': 'Jingmantianba',
	'jmtb.sample': 'Sample script (made-up characters)',
	'jmtb.sampleHint':
		'Every Jingmantianba character is homebrew: import your script (official script JSON), or try the sample script first.'
};
