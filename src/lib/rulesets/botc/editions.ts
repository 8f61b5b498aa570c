// Which text file holds each built-in character (official, and the Chinese editions 华灯初上 hdcs
// and 山雨欲来 syyl): a small index so the grimoire can load the
// right texts without carrying the whole character facts. A test checks it against the facts.

export const EDITION_IDS: Record<string, string> = {
	carousel:
		'steward knight noble shugenja pixie bountyhunter highpriestess balloonist general preacher villageidiot king cultleader acrobat lycanthrope alsaahir engineer nightwatchman huntsman fisherman princess alchemist cannibal amnesiac farmer choirboy banshee magician poppygrower atheist hermit ogre golem plaguedoctor hatter politician zealot damsel snitch heretic puzzlemaster mezepheles harpy fearmonger psychopath wizard widow xaan marionette wraith summoner goblin boomdandy vizier organgrinder boffin yaggababble lilmonsta ojo kazali legion lordoftyphon lleech alhadikhia riot leviathan cacklejack gangster gnome deusexfiasco ferryman',
	tb: 'chef investigator washerwoman librarian empath fortuneteller undertaker monk slayer soldier ravenkeeper mayor virgin butler drunk recluse saint poisoner spy scarletwoman baron imp thief bureaucrat gunslinger beggar scapegoat',
	snv: 'clockmaker snakecharmer mathematician dreamer flowergirl towncrier oracle savant seamstress philosopher artist juggler sage sweetheart klutz barber mutant witch cerenovus pithag eviltwin nodashii vigormortis vortox fanggu barista harlot butcher bonecollector deviant',
	bmr: 'grandmother sailor chambermaid innkeeper gambler exorcist gossip courtier professor minstrel tealady fool pacifist goon lunatic tinker moonchild godfather devilsadvocate assassin mastermind pukka shabaloth po zombuul matron judge apprentice bishop voudon',
	fabled:
		'angel buddhist djinn doomsayer duchess fibbin fiddler hellslibrarian revolutionary sentinel spiritofivory toymaker',
	loric:
		'bootlegger bigwig gardener godofug hindu knaves pope stormcatcher tor ventriloquist zenomancer',
	hdcs: 'banxian bianlianshi chongfei dagengren daoshi dianxiaoer fangshi fengshuishi geling heshang jinyiwei langzhong lankeren qianke qintianjian tixingguan wudaozhe wushiren xingjiaoshang xionghaizi xizi yinluren yinyangshi jiubao nichen rulianshi shaxing shijie shusheng chimei ganshiren gudiao humeiniang jinweijun niangjiushi panguan yangguren dianyuzhang hundun jianning qiongqi shimengmo taotie taowu hebo jiaohuazi',
	syyl: 'bingbi daoke limao ranfangfangzhu shiguan xizinew xuncha yanshi yishi yongjiang zhen zhifu shutong huapi jinweijun2 mengpo baojun guhuoniao yanluo diaomin qilin shelingchengzhi'
};

let index: Map<string, string> | null = null;

/** The edition of an official character id, or undefined. */
export function editionOf(id: string): string | undefined {
	if (!index) {
		index = new Map();
		for (const [edition, ids] of Object.entries(EDITION_IDS))
			for (const one of ids.split(' ')) index.set(one, edition);
	}
	return index.get(id);
}
