// Message catalogues. zh-CN is the reference: every other catalogue is typed against its keys,
// so a missing or misspelled key fails svelte-check rather than showing a raw key at the table.
// Placeholders are written {name} and filled by t().
//
// Only the core catalogue below (app shell, home, settings, errors, common words) is in every
// page's bundle. The areas (src/lib/i18n/areas/*.ts) are loaded with the code that uses them:
// a component that shows an area's messages imports '$lib/i18n/use/<area>', which adds that area
// to t()'s tables before the component's own code runs (see ./catalogue.ts). The areas are
// imported here as types only, so MessageKey still covers every key.

import type * as setup from './areas/setup';
import type * as play from './areas/play';
import type * as data from './areas/data';
import type * as backup from './areas/backup';
import type * as reference from './areas/reference';
import type * as variant from './areas/variant';
import type * as werewolf from './areas/werewolf';
import type * as sheets from './areas/sheets';
import type * as rejections from './areas/rejections';
import type * as werewolfRejections from './areas/werewolf-rejections';
import type * as werewolfClock from './areas/werewolf-clock';
import type * as tonight from './areas/tonight';
import type * as answers from './areas/answers';

export const coreZh = {
	'app.title': '说书人魔典',
	'app.tagline': '为血染钟楼及同类推理游戏的说书人准备 · 离线可用',
	'app.loading': '正在打开魔典……',

	'nav.home': '魔典首页',
	'nav.settings': '设置',
	'nav.back': '返回',

	'home.newGame': '开始新游戏',
	'home.savedGames': '已保存的对局',
	'home.gameCount': '共 {count} 局',
	'home.loadError': '无法读取本机保存的对局：{reason}',
	'home.retry': '重试',
	'home.empty.title': '魔典尚是空白',
	'home.empty.body':
		'还没有保存的对局。开始一局新游戏后，座位、夜晚顺序和每一步记录都会自动保存在这台设备上，断网也不会丢失。',
	'home.empty.action': '摆好座位，开始第一局',
	'home.footer': '所有数据只保存在这台设备上',
	// The home screen's link to the character reference (the reference area is not loaded there).
	'reference.homeLink': '角色百科',

	'game.players': '{count} 名玩家',
	'game.updated': '更新于 {time}',
	'game.open': '打开对局',
	'game.delete': '删除',
	'game.deleteConfirm': '删除“{name}”及其全部记录？此操作无法撤销。',
	'game.deleteCancel': '保留',
	'game.deleteYes': '删除对局',
	'game.status.setup': '准备中',
	'game.status.in-progress': '进行中',
	'game.status.finished': '已结束',
	'game.notFound': '找不到这局游戏，它可能已被删除。',
	'game.comingSoon': '魔典桌面正在制作中：很快就能在这里继续这局游戏。',

	'new.title': '新游戏',
	'new.comingSoon': '开局设置正在制作中',
	'new.body':
		'很快你就能在这里选择剧本、输入玩家、按人数分配阵营并抽取角色。现在请先回到首页看看。',

	'settings.title': '设置',
	'settings.language': '语言',
	'settings.language.hint': '默认跟随设备语言，更改后会记住。',
	'settings.theme': '主题',
	'settings.theme.hint': '夜间模式使用暗红色调，在昏暗的房间里不刺眼。',
	'settings.theme.dark': '深色',
	'settings.theme.night': '夜间',
	'settings.theme.light': '浅色',
	'settings.about': '关于与存储',
	'settings.version': '版本',
	'settings.storageUsed': '已用存储',
	'settings.storageUsedValue': '{used}，可用约 {quota}',
	'settings.storageUnknown': '无法获取',
	'settings.persistence': '持久存储',
	'settings.persistence.granted': '已授予：浏览器不会自动清除这些数据',
	'settings.persistence.denied':
		'未授予：存储空间紧张时浏览器可能清除数据。安装到主屏幕通常会获得授权。',
	'settings.persistence.unsupported': '此浏览器不支持',
	'settings.persistence.checking': '正在检查……',
	'settings.dataNote': '对局、剧本和设置都保存在本机浏览器的 IndexedDB 中，不会上传到任何地方。',

	'time.justNow': '刚刚',

	'error.title': '出了点问题',
	'error.notFound': '这一页不存在。',
	'error.generic': '页面无法显示。',
	'error.chunk': '这部分界面没能载入（可能是离线时应用还没缓存完）。对局已保存，重新载入即可。',
	'error.reload': '重新载入'
} as const;

/** The areas loaded on demand, by name: '$lib/i18n/use/<name>' loads one. */
export const AREAS = [
	'data',
	'backup',
	'setup',
	'play',
	'reference',
	'variant',
	'werewolf',
	'sheets',
	'rejections',
	'werewolf-rejections',
	'werewolf-clock',
	'tonight',
	'answers'
] as const;
export type Area = (typeof AREAS)[number];

export type MessageKey =
	| keyof typeof coreZh
	| keyof typeof setup.zh
	| keyof typeof play.zh
	| keyof typeof data.zh
	| keyof typeof backup.zh
	| keyof typeof reference.zh
	| keyof typeof variant.zh
	| keyof typeof werewolf.zh
	| keyof typeof sheets.zh
	| keyof typeof rejections.zh
	| keyof typeof werewolfRejections.zh
	| keyof typeof werewolfClock.zh
	| keyof typeof tonight.zh
	| keyof typeof answers.zh;
export type Catalogue = Record<MessageKey, string>;

export const coreEn: Record<keyof typeof coreZh, string> = {
	'app.title': "Storyteller's Grimoire",
	'app.tagline': 'For the storyteller of Blood on the Clocktower and its kin · works offline',
	'app.loading': 'Opening the grimoire…',

	'nav.home': 'Grimoire home',
	'nav.settings': 'Settings',
	'nav.back': 'Back',

	'home.newGame': 'New game',
	'home.savedGames': 'Saved games',
	'home.gameCount': '{count} in all',
	'home.loadError': 'Could not read the games saved on this device: {reason}',
	'home.retry': 'Try again',
	'home.empty.title': 'The grimoire is blank',
	'home.empty.body':
		'No saved games yet. Start a new game and its seats, night order and every step are kept on this device as you play, even without a connection.',
	'home.empty.action': 'Seat the town and begin',
	'home.footer': 'Everything stays on this device',
	'reference.homeLink': 'Characters',

	'game.players': '{count} players',
	'game.updated': 'Updated {time}',
	'game.open': 'Open game',
	'game.delete': 'Delete',
	'game.deleteConfirm': 'Delete “{name}” and its whole log? This cannot be undone.',
	'game.deleteCancel': 'Keep',
	'game.deleteYes': 'Delete game',
	'game.status.setup': 'Setting up',
	'game.status.in-progress': 'In progress',
	'game.status.finished': 'Finished',
	'game.notFound': 'This game could not be found. It may have been deleted.',
	'game.comingSoon': 'The grimoire table is being built: soon you will continue this game here.',

	'new.title': 'New game',
	'new.comingSoon': 'Game setup is coming',
	'new.body':
		'Soon you will choose a script, enter the players, split the teams by player count and draw characters here. For now, head back home.',

	'settings.title': 'Settings',
	'settings.language': 'Language',
	'settings.language.hint': 'Follows the device at first; your choice is remembered.',
	'settings.theme': 'Theme',
	'settings.theme.hint': 'Night uses dim, warm reds that are easy on the eyes in a dark room.',
	'settings.theme.dark': 'Dark',
	'settings.theme.night': 'Night',
	'settings.theme.light': 'Light',
	'settings.about': 'About and storage',
	'settings.version': 'Version',
	'settings.storageUsed': 'Storage used',
	'settings.storageUsedValue': '{used} of about {quota} available',
	'settings.storageUnknown': 'Not available',
	'settings.persistence': 'Persistent storage',
	'settings.persistence.granted': 'Granted: the browser will not clear this data on its own',
	'settings.persistence.denied':
		'Not granted: the browser may clear data when space runs low. Installing the app to the home screen usually grants it.',
	'settings.persistence.unsupported': 'Not supported by this browser',
	'settings.persistence.checking': 'Checking…',
	'settings.dataNote':
		'Games, scripts and settings are kept in this browser’s IndexedDB on this device and are never uploaded.',

	'time.justNow': 'just now',

	'error.title': 'Something went wrong',
	'error.notFound': 'This page does not exist.',
	'error.generic': 'The page could not be shown.',
	'error.chunk':
		'This part of the screen could not be loaded (perhaps offline before the app finished caching itself). The game is saved; reload to continue.',
	'error.reload': 'Reload'
};

export { LOCALES, isLocale, localeNames, type Locale } from './locales';
