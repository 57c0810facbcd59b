/** The icons NoticeIcon.astro draws. */
export type NoticeIconName = 'clock' | 'link' | 'search' | 'currency' | 'lock';
