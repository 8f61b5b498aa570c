// The parts of the play screen in their own chunks, loaded when first needed (the phase's panel,
// a tap, the game's end), not all with the grimoire. The same loaders for every game opened:
// a part loaded once is drawn at once (Lazy.svelte keeps what each loader gave).
export const playParts = {
	nightChecklist: () => import('../night/NightChecklist.svelte'),
	dayPanel: () => import('../day/DayPanel.svelte'),
	endScreen: () => import('./EndScreen.svelte'),
	townSquare: () => import('../public/TownSquare.svelte'),
	seatSheet: () => import('./SeatSheet.svelte'),
	historyPanel: () => import('./HistoryPanel.svelte'),
	endGameSheet: () => import('./EndGameSheet.svelte'),
	travellerSheet: () => import('./TravellerSheet.svelte'),
	playerCardView: () => import('../night/PlayerCardView.svelte'),
	scriptRules: () => import('./ScriptRulesSheet.svelte'),
	notes: () => import('../notes/NotesSheet.svelte')
};
