/// What `github-search --help` prints: every flag, the data sources, the keys and the exit statuses,
/// in 80 columns.
package enum HelpText {
    /// The help text, ending with a newline.
    package static let text = """
        github-search: search GitHub repositories from the terminal.

        USAGE
          github-search [options] <words…>   print the results and exit
          github-search [options]            full-screen search (needs a terminal)

        OPTIONS
          --pages N          load N pages of results (default 1; 30 per page)
          --limit N          print at most N repositories
          --sort FIELD       stars, forks or updated (default: best match)
          --json             one JSON object per repository per line
          --architecture A   feedback, reactor, mvvm or concurrency (default
                             mvvm): which implementation of the search
                             feature runs; all four give the same results
          --live             search api.github.com (with GH_TOKEN or
                             GITHUB_TOKEN if set)
          --api-url URL      search another GitHub API root: GitHub Enterprise
                             (https://HOST/api/v3) or a local server (with
                             GH_ENTERPRISE_TOKEN or GITHUB_ENTERPRISE_TOKEN)
          --state-diffs FILE write each change of the screen's state to FILE,
                             field by field, as it happens
          --trace-svg FILE   on exit, write the session's timeline to FILE as
                             SVG: keystrokes, throttled queries, requests,
                             states
          -h, --help         show this text
          --pages, --limit and --json apply to printed results; the full screen
          loads pages as you scroll.

        DATA
          Without --live or --api-url the search runs offline over 6,000 bundled
          sample repositories (not GitHub's data); the app says so on screen and
          on standard error. Queries take GitHub's syntax: words, "phrases",
          language:swift, stars:>100, user:NAME.

        INTERACTIVE KEYS
          typing             edits the query (searched as you type)
          Up/Down, PgUp/PgDn, Home/End
                             move through the results; reaching the end loads
                             the next page
          Enter              leave and print the selected repository's URL
          Ctrl-T             show or hide the last 5 seconds' timeline under
                             the list (keystrokes, queries, requests, states)
          Esc, Ctrl-C        leave

        ENVIRONMENT
          GH_TOKEN, GITHUB_TOKEN
                             token for --live, never sent elsewhere (30
                             searches a minute instead of 10)
          GH_ENTERPRISE_TOKEN, GITHUB_ENTERPRISE_TOKEN
                             token for --api-url; over plain http it is sent
                             only to this machine, otherwise github-search
                             stops with status 2
          NO_COLOR           when set and not empty: no colours or styles (there
                             are none either when output is not a terminal)

        EXIT STATUS
          0   success
          1   the search failed: network, rate limit, unreadable response
          2   usage error: unknown option, bad value, no words without a terminal,
              a token that would travel over plain http
          130 the full screen was left with Ctrl-C

        """
}
