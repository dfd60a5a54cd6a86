package io.meshbench.results.cli;

import io.meshbench.results.report.TemplateLibrary;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** {@code --templates}, shared by every command that prints tables. */
final class TemplateOptions {

    private final OptionSpec templates;

    /** Declares the option in {@code command}. */
    TemplateOptions(CommandSpec command) {
        templates = OptionSpec.builder("--templates").type(Path.class).paramLabel("<dir>")
                .description("Template folder (default: ./report-templates, then the shipped templates).").build();
        command.addOption(templates);
    }

    TemplateLibrary library() {
        return TemplateLibrary.of(Optional.ofNullable(templates.getValue()));
    }
}
