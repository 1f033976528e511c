import { boolean, integer, pgTable, smallint, unique, varchar } from 'drizzle-orm/pg-core';

/** One instruction video per screen (spec 03 §1); the browser keeps it under `${detailId}_VIDEO`. */
export const helpVideos = pgTable('help_videos', {
  detailId: varchar('detail_id', { length: 40 }).primaryKey(),
  screen: varchar('screen', { length: 80 }).notNull(),
  description: varchar('description', { length: 200 }).notNull(),
  url: varchar('url', { length: 500 }).notNull(),
  /** Shown before sign-in (the /Login and /Register screens). */
  public: boolean('public').notNull().default(false),
  /** ADMIN, CLIENT or BOTH: which signed-in users see the video. */
  audience: varchar('audience', { length: 6 }).notNull().default('BOTH').$type<'ADMIN' | 'CLIENT' | 'BOTH'>(),
  position: smallint('position').notNull().default(0),
});

/** Info messages per page (spec 03 §7.9: GetPages_messages/{page}). */
export const pageMessages = pgTable(
  'page_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    page: varchar('page', { length: 60 }).notNull(),
    position: smallint('position').notNull(),
    message: varchar('message', { length: 1000 }).notNull(),
  },
  (table) => [unique('page_messages_page_position_unique').on(table.page, table.position)],
);
