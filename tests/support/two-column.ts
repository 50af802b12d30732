/**
 * A vertical line between the sidebar template's columns, for column-by-column readings: its side column begins
 * at 72% of the text width (0.5 in margins) after a gap of about 16 pt, so a few points before that is past the
 * main column's last letter and before the side column's first.
 */
export const sidebarSplitX = (page: { width: number }): number => 36 + (page.width - 72) * 0.72 - 6;
