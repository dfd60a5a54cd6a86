package io.meshbench.results.cli;

import io.meshbench.results.page.SermantPage;
import java.nio.file.Path;
import picocli.CommandLine.Model.PositionalParamSpec;

/** {@code meshbench page}: Sermant's benchmark page from a page folder, written into it as page.md and page.html. */
public final class PageCommand extends DeclaredCommand {

    public static final String NAME = "page";

    private final PositionalParamSpec folder = parameter(PositionalParamSpec.builder().index("0").arity("1")
            .required(true).type(Path.class).paramLabel("<page folder>")
            .description("The page folder (holds page-plan.json)."));

    public PageCommand() {
        super(NAME, "Writes page.md and page.html into a page folder (what ./mvnw verify -Psermant-page writes): "
                + "Sermant's benchmark page, from page-plan.json and each scenario's report.json (and checks.json) "
                + "alone (docs/page.md). The same folder gives the same bytes again.");
    }

    @Override
    int run() {
        Path pageFolder = folder.getValue();
        SermantPage.write(pageFolder);
        spec().commandLine().getOut().println("wrote " + pageFolder.resolve(SermantPage.PAGE_MD) + " and "
                + pageFolder.resolve(SermantPage.PAGE_HTML));
        return ExitCode.OK;
    }
}
