/** One of the owner's public repositories, as the build fetched it from GitHub. */
export type GitHubRepo = {
  name: string;
  description?: string;
  language?: string;
  stars: number;
  topics: string[];
  /** The repository's page on GitHub. */
  url: string;
  /** Its homepage, shown as the live demo. */
  homepage?: string;
  pushedAt?: string;
};
