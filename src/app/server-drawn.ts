/** Set on #root by a server that drew the first screen into it (server/draw.ts); the app then hydrates it. */
export const SERVER_DRAWN_ATTRIBUTE = 'data-server-drawn';
