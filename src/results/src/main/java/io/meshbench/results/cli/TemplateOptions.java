package io.meshbench.results.cli;

import io.meshbench.results.report.TemplateLibrary;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Option;

/** {@code --templates}, shared by every command that prints tables (a picocli mixin). */
public final class TemplateOptions {

    @Option(names = "--templates", paramLabel = "<dir>", description = "Template folder (default: ./report-templates, "
            + "then the shipped templates).")
    private Path templates;

    TemplateLibrary library() {
        return TemplateLibrary.of(Optional.ofNullable(templates));
    }
}
