// Who is looking at the back office: the page knows it (from the session), the list and the card
// read it. Its own module, so they need not import the page that renders them.
export type AdminViewer = { name: string; isSiteAdmin: boolean };
