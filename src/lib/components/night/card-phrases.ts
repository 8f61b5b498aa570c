import { t } from '$lib/i18n';
import * as m from '$lib/paraglide/messages';
import type { CardPhrase } from '$lib/state/card-parts';

const PHRASES: Record<CardPhrase, (typeof m)['cardcompose.phrase.youAre']> = {
	youAre: m['cardcompose.phrase.youAre'],
	thisPlayerIs: m['cardcompose.phrase.thisPlayerIs'],
	oneOfThese: m['cardcompose.phrase.oneOfThese'],
	selectedYou: m['cardcompose.phrase.selectedYou'],
	notInPlay: m['cardcompose.phrase.notInPlay'],
	thisIsDemon: m['cardcompose.phrase.thisIsDemon'],
	theseAreMinions: m['cardcompose.phrase.theseAreMinions'],
	youLearn: m['cardcompose.phrase.youLearn'],
	useAbility: m['cardcompose.phrase.useAbility'],
	choosePlayer: m['cardcompose.phrase.choosePlayer'],
	chooseCharacter: m['cardcompose.phrase.chooseCharacter'],
	good: m['cardcompose.phrase.good'],
	evil: m['cardcompose.phrase.evil']
};

/** A set phrase in the game's current language. */
export function phraseText(phrase: CardPhrase): string {
	return t(PHRASES[phrase]);
}
