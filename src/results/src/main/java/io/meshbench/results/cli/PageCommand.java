package io.meshbench.results.cli;

import io.meshbench.results.page.SermantPage;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code meshbench page}: Sermant's benchmark page from a page folder, written into it as page.md and page.html. */
@Command(name = "page", mixinStandardHelpOptions = true,
        description = "Writes page.md and page.html into a page folder (what ./mvnw verify -Psermant-page writes): "
                + "Sermant's benchmark page, from page-plan.json and each scenario's report.json (and checks.json) alone "
                + "(docs/page.md). The same folder gives the same bytes again.")
public class PageCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<page folder>", description = "The page folder (holds page-plan.json).")
    private Path folder;

    public PageCommand() {
        // picocli and the harness instantiate commands reflectively
    }

    @Override
    public Integer call() {
        return CommandOutcome.run(spec, () -> {
            SermantPage.write(folder);
            spec.commandLine().getOut().println("wrote " + folder.resolve(SermantPage.PAGE_MD) + " and "
                    + folder.resolve(SermantPage.PAGE_HTML));
            return ExitCode.OK;
        });
    }
}
