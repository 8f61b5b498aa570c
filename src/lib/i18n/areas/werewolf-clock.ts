// Messages of one area of the app, kept apart so areas can grow without touching each other.
// The en object is typed against the zh keys: a missing translation fails svelte-check.
// This area: the forum clock on both werewolf desks (next deadline, reply times, late actions,
// the ‹强制› fallback).

export const zh = {
	'clock.title': '时限',
	'clock.zone': '北京时间',
	'clock.next': '下一截止：{what}',
	'clock.due': '{time} 截止',
	'clock.left': '还剩 {left}',
	'clock.none': '本阶段没有规定时限',
	'clock.passed': '本阶段的时限都已过',
	'clock.replies': '录入回复时间',
	'clock.replies.hint': '回复时间是功能帖里的发帖时间（北京时间），默认为录入时。',
	'clock.reply.label': '{skill}（{seat}）的回复时间',
	'clock.reply.save': '记录',
	'clock.reply.reset': '改回录入时间',
	'clock.late.title': '逾期',
	'clock.late.badge': '逾期作废',
	'clock.late.posted': '回复于 {time}',
	'clock.late.due': '期限 {time}',
	'clock.late.void': '确认作废',
	'clock.late.keep': '仍然有效',
	'clock.late.voided': '已作废',
	'clock.late.kept': '已裁定有效',
	'clock.forced.title': '‹强制›技能',
	'clock.forced.missed': '{skill}逾期未发动：按主办预设（{method}）处理。',
	'clock.forced.apply': '按预设处理',
	'clock.forced.preset': '{skill}的预设处理方式',
	'clock.forced.arrows': '爱神【金箭】',
	'clock.forced.badge': '警长【殉职】'
} as const;

export const en: Record<keyof typeof zh, string> = {
	'clock.title': 'Deadlines',
	'clock.zone': 'Beijing time',
	'clock.next': 'Next deadline: {what}',
	'clock.due': 'due {time}',
	'clock.left': '{left} left',
	'clock.none': 'No deadline in this phase',
	'clock.passed': 'Every deadline of this phase has passed',
	'clock.replies': 'Record reply times',
	'clock.replies.hint':
		'A reply time is the post time in the skill thread (Beijing time); by default, when it was entered.',
	'clock.reply.label': 'Reply time of {skill} ({seat})',
	'clock.reply.save': 'Record',
	'clock.reply.reset': 'Back to entry time',
	'clock.late.title': 'Late',
	'clock.late.badge': 'Late: void',
	'clock.late.posted': 'replied {time}',
	'clock.late.due': 'due {time}',
	'clock.late.void': 'Void it',
	'clock.late.keep': 'Keep it',
	'clock.late.voided': 'Voided',
	'clock.late.kept': 'Kept by ruling',
	'clock.forced.title': 'Forced skills',
	'clock.forced.missed': "{skill} was not used in time: settle it by the host's preset ({method}).",
	'clock.forced.apply': 'Apply the preset',
	'clock.forced.preset': 'Preset for {skill}',
	'clock.forced.arrows': "Cupid's Golden Arrows",
	'clock.forced.badge': "The sheriff's Martyrdom"
};
