/**
 * An event in a reader's language (decision 76): its Malay title and description where its organizer
 * gave them and the reader reads Malay, its own otherwise. The web app, the server's heads and the
 * widget all read an event through these.
 */
export const eventTitleIn = (event: { title: string; titleMs: string | null }, locale: string) =>
  (locale === 'ms' && event.titleMs) || event.title;

export const eventDescriptionIn = (event: { description: string; descriptionMs: string | null }, locale: string) =>
  (locale === 'ms' && event.descriptionMs) || event.description;
