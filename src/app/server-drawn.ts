/**
 * Set on #root by a server that drew the first screen into it (server/front/draw.ts); the app hydrates it, and
 * takes the attribute away as it starts to (public/after-paint.js keeps early taps until then).
 */
export const SERVER_DRAWN_ATTRIBUTE = 'data-server-drawn';
