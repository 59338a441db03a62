import type { Config } from "@react-router/dev/config";
import { jobs } from "./app/content/jobs/index";
import { pages } from "./app/content/pages";

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: [
    ...pages.map((page) => page.path),
    ...jobs.map((job) => job.path),
    "/sitemap.xml",
    "/robots.txt",
    "/jobs.xml",
    "/404",
  ],
} satisfies Config;
