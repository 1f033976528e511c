import * as pg from 'drizzle-orm/pg-core';

/** One instruction video per screen (spec 03 §1); the browser keeps it under `${detailId}_VIDEO`. */
export const helpVideos = pg.pgTable('help_videos', {
  detailId: pg.varchar('detail_id', { length: 40 }).primaryKey(),
  screen: pg.varchar('screen', { length: 80 }).notNull(),
  description: pg.varchar('description', { length: 200 }).notNull(),
  url: pg.varchar('url', { length: 500 }).notNull(),
  /** Shown before sign-in (the /Login and /Register screens). */
  public: pg.boolean('public').notNull().default(false),
  /** ADMIN, CLIENT or BOTH: which signed-in users see the video. */
  audience: pg
    .varchar('audience', { length: 6 })
    .notNull()
    .default('BOTH')
    .$type<'ADMIN' | 'CLIENT' | 'BOTH'>(),
  position: pg.smallint('position').notNull().default(0),
});

/** Info messages per page (spec 03 §7.9: GetPages_messages/{page}). */
export const pageMessages = pg.pgTable(
  'page_messages',
  {
    id: pg.integer('id').primaryKey().generatedAlwaysAsIdentity(),
    page: pg.varchar('page', { length: 60 }).notNull(),
    position: pg.smallint('position').notNull(),
    message: pg.varchar('message', { length: 1000 }).notNull(),
  },
  (table) => [pg.unique('page_messages_page_position_unique').on(table.page, table.position)],
);
