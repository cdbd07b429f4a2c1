// The blog's loaders read posts through this server-only module (the .server suffix keeps the
// file system and the markdown parser out of the browser bundle).
export { readBlogPage, readPost } from "../../../server/modules/blog/read-posts.ts";
