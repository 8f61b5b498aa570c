/**
 * A Svelte action that brings an element into view when it appears: a question or an offer that
 * waits on the storyteller, which on a phone may come above or below what is on screen. `block`:
 * where it lands ('nearest' moves nothing when it is already in view).
 */
export function reveal(node: HTMLElement, block: ScrollLogicalPosition = 'nearest'): void {
	node.scrollIntoView?.({ block });
}
