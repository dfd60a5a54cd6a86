package io.meshbench.results.cli;

/** What a command prints on stdout: markdown through the templates, or the JSON tree they render. */
public enum OutputFormat {
    md,
    json
}
