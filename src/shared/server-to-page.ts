// Values the server hands to the web pages, named once for both sides.

/** The request header carrying the server's APP_URL to server-rendered pages (never the Host). */
export const APP_URL_HEADER = "x-app-url";

/** `/auth/finish?error=` when a guest's browser followed a mailed link it did not ask for. */
export const LINK_REQUESTED_ELSEWHERE = "link_requested_elsewhere";
