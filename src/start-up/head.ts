// The first script of <head> on a site whose owner offers the light theme: ./early-screen.ts,
// then ./color-scheme.ts, bundled as one (scripts/build/prerender/prerender.ts, earlyScreenScript), so the
// page holds one script and one hash in its policy fewer.
import './early-screen';
import './color-scheme';
