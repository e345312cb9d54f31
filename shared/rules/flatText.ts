// Text the world keeps for weeks or years (news, lineages, the promoters' reasons, match titles and
// finishes, ledger labels), stored as one flat string. A template literal or `+` gives V8 a "cons string":
// a tree of the pieces it was made from (a news item's text is ~10 of them). Each piece is a heap object
// the collector marks at every full collection for as long as the world keeps the text: in a server of a
// thousand worlds the news, titles and reasons would be ~3,000 such objects a world (~18% of a world's), and a
// full mark's time grows with the objects it visits (for the players a core can hold; docs/protocol.md
// "Memory and the collector"). Pure and exact: the same characters, one object.

/** The same text as one flat string (a copy made by the JSON parser, the one standard way to get one). */
export function flatText(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}
