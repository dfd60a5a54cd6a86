package io.meshbench.results.cli;

import io.meshbench.results.page.PageOptions;
import io.meshbench.results.page.SermantPage;
import java.nio.file.Path;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/** {@code meshbench page}: Sermant's benchmark page from a page folder, written into it as page.md and page.html. */
public final class PageCommand extends DeclaredCommand {

    public static final String NAME = "page";

    private final PositionalParamSpec folder = parameter(PositionalParamSpec.builder().index("0").arity("1")
            .required(true).type(Path.class).paramLabel("<page folder>")
            .description("The page folder (holds page-plan.json)."));
    private final OptionSpec margins = option(OptionSpec.builder("--margins").type(String.class)
            .paramLabel("<figure=margin,...>")
            .description("Margins over the defaults and page-plan.json's, e.g. \"p90=3%%,heap=5MB,cpu=0.05ms\": a "
                    + "cell whose 90 %% interval lies inside ±margin is \"within\" it (docs/page.md)."));
    private final OptionSpec aaFrom = option(OptionSpec.builder("--aa-from").type(Path.class)
            .paramLabel("<A/A page folder>")
            .description("Judge cells of one or two rounds against this A/A page's no-effect spread (a page run with "
                    + "-Dpage.aa=true, the same plan); recorded in page-plan.json as aaFrom (docs/page.md)."));
    private final OptionSpec fdr = option(OptionSpec.builder("--fdr").type(boolean.class)
            .description("Benjamini-Hochberg control of the false discovery rate at 5 %% across the page's cells."));

    public PageCommand() {
        super(NAME, "Writes page.md and page.html into a page folder (what ./mvnw verify -Psermant-page writes): "
                + "Sermant's benchmark page, from page-plan.json and each scenario's report.json (and checks.json) "
                + "alone (docs/page.md). The same folder gives the same bytes again.");
    }

    @Override
    int run() {
        Path pageFolder = folder.getValue();
        Path aa = aaFrom.getValue();
        if (aa == null) {
            SermantPage.write(pageFolder, PageOptions.of(pageFolder, margins.getValue(),
                    Boolean.TRUE.equals(fdr.getValue())));
        } else {
            // kept relative to the page folder, so that the two folders can move together
            String relative = pageFolder.toAbsolutePath().normalize().relativize(aa.toAbsolutePath().normalize())
                    .toString().replace(java.io.File.separatorChar, '/');
            SermantPage.write(pageFolder, PageOptions.of(pageFolder, margins.getValue(),
                    Boolean.TRUE.equals(fdr.getValue()), relative), relative);
        }
        spec().commandLine().getOut().println("wrote " + pageFolder.resolve(SermantPage.PAGE_MD) + " and "
                + pageFolder.resolve(SermantPage.PAGE_HTML));
        return ExitCode.OK;
    }
}
