package io.meshbench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.codehaus.groovy.ast.CodeVisitorSupport;
import org.codehaus.groovy.ast.ModuleNode;
import org.codehaus.groovy.ast.expr.ConstantExpression;
import org.codehaus.groovy.ast.expr.Expression;
import org.codehaus.groovy.ast.expr.MapEntryExpression;
import org.codehaus.groovy.ast.expr.MapExpression;
import org.codehaus.groovy.ast.expr.MethodCallExpression;
import org.codehaus.groovy.ast.expr.TupleExpression;
import org.codehaus.groovy.control.CompilationUnit;
import org.codehaus.groovy.control.Phases;
import org.codehaus.groovy.control.SourceUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The Jenkinsfile is valid Groovy, declares the stages and parameters docs/jenkins.md promises, and runs only commands
 * docs/jenkins.md documents, with options and properties that exist (so the job cannot drift from the CLI and the
 * profiles).
 */
class JenkinsfileTest {

    private static final Path ROOT = Path.of("../..");
    private static final String MESHBENCH = "java -jar src/harness/target/meshbench.jar ";

    private static ModuleNode jenkinsfile;

    /** Every call of a method by name, with its arguments, in source order. */
    private record Call(String name, List<Expression> args) {
    }

    private static final List<Call> CALLS = new ArrayList<>();

    @BeforeAll
    static void parse() throws IOException {
        CompilationUnit unit = new CompilationUnit();
        SourceUnit source = unit.addSource("Jenkinsfile", Files.readString(ROOT.resolve("Jenkinsfile")));
        // semantic analysis: a syntax error or an unresolvable class fails here, as it would in Jenkins
        unit.compile(Phases.SEMANTIC_ANALYSIS);
        jenkinsfile = source.getAST();
        CodeVisitorSupport collector = new CodeVisitorSupport() {
            @Override
            public void visitMethodCallExpression(MethodCallExpression call) {
                List<Expression> args = call.getArguments() instanceof TupleExpression tuple
                        ? tuple.getExpressions() : List.of(call.getArguments());
                CALLS.add(new Call(call.getMethodAsString(), args));
                super.visitMethodCallExpression(call);
            }
        };
        jenkinsfile.getClasses().forEach(type -> type.getMethods().forEach(m -> {
            if (m.getCode() != null) {
                m.getCode().visit(collector);
            }
        }));
    }

    private static List<String> strings(String method) {
        return CALLS.stream().filter(c -> c.name().equals(method)).map(c -> firstString(c.args())).toList();
    }

    /** The first constant string argument, or the value of a named {@code script:} argument. */
    private static String firstString(List<Expression> args) {
        for (Expression arg : args) {
            if (arg instanceof ConstantExpression constant && constant.getValue() instanceof String text) {
                return text;
            }
            if (arg instanceof MapExpression map) {
                for (MapEntryExpression entry : map.getMapEntryExpressions()) {
                    if (entry.getKeyExpression().getText().equals("script")
                            && entry.getValueExpression() instanceof ConstantExpression value) {
                        return (String) value.getValue();
                    }
                }
            }
        }
        return null;
    }

    @Test
    void declaresTheStagesAndParametersTheJenkinsPagePromises() throws IOException {
        assertThat(strings("stage")).containsExactly("build", "benchmark", "report", "gate");
        List<String> parameters = new ArrayList<>();
        CALLS.stream().filter(c -> List.of("string", "choice").contains(c.name())).forEach(c -> c.args().stream()
                .filter(MapExpression.class::isInstance).map(MapExpression.class::cast)
                .flatMap(map -> map.getMapEntryExpressions().stream())
                .filter(entry -> entry.getKeyExpression().getText().equals("name"))
                .forEach(entry -> parameters.add(entry.getValueExpression().getText())));
        assertThat(parameters).containsExactly("SCENARIO", "LEVELS", "DURATION", "ROUNDS", "SERMANT_HOME", "GATE",
                "NODE_LABEL", "WAIT_QUIET");
        String page = Files.readString(ROOT.resolve("docs/jenkins.md"));
        parameters.forEach(name -> assertThat(page).as("docs/jenkins.md explains parameter " + name).contains("`" + name + "`"));
        assertThat(CALLS).extracting(Call::name).contains("archiveArtifacts", "publishHTML", "junit");
    }

    @Test
    void everyShellStepIsACommandTheJenkinsPageDocuments() throws IOException {
        List<String> shellSteps = strings("sh");
        String documentedCode = codeBlocks(Files.readString(ROOT.resolve("docs/jenkins.md")));

        assertThat(shellSteps).hasSize(7).doesNotContainNull();
        for (String command : shellSteps) {
            assertThat(documentedCode).as("docs/jenkins.md documents the Jenkinsfile's shell step").contains(command);
        }
    }

    @Test
    void shellStepsUseOnlyExistingProfilesPropertiesAndOptions() throws IOException {
        String benchPom = Files.readString(ROOT.resolve("src/bench/pom.xml"));
        List<String> scenarios = scenarioChoices();
        assertThat(scenarios).isNotEmpty();
        for (String scenario : scenarios) {
            assertThat(benchPom).as("profile " + scenario).contains("<id>" + scenario + "</id>");
            assertThat(ROOT.resolve("scenarios/" + scenario + ".yaml")).exists();
        }
        for (String command : strings("sh")) {
            Matcher property = Pattern.compile("-D([a-z.]+)=").matcher(command);
            while (property.find()) {
                assertThat(benchPom).as(command).contains("<" + property.group(1) + ">");
            }
            if (command.startsWith(MESHBENCH)) {
                String[] words = command.substring(MESHBENCH.length()).split(" ");
                CommandLine subcommand = MeshBench.commandLine().getSubcommands().get(words[0]);
                assertThat(subcommand).as(command).isNotNull();
                for (String word : words) {
                    if (word.startsWith("--")) {
                        assertThat(subcommand.getCommandSpec().findOption(word)).as(command + ": " + word).isNotNull();
                    }
                }
            }
        }
    }

    @Test
    void parametersReachTheShellAsQuotedVariablesNotGroovyInterpolation() {
        for (String command : strings("sh")) {
            assertThat(command).doesNotContain("${params").doesNotContainPattern("[^\"/]\\$[A-Z]");
        }
    }

    @Test
    void scenarioOffersExactlyTheProfilesThatHaveAScenario() throws Exception {
        List<String> profiles = new ArrayList<>();
        var pom = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(ROOT.resolve("src/bench/pom.xml").toFile());
        var ids = (org.w3c.dom.NodeList) javax.xml.xpath.XPathFactory.newInstance().newXPath()
                .evaluate("/project/profiles/profile/id", pom, javax.xml.xpath.XPathConstants.NODESET);
        for (int i = 0; i < ids.getLength(); i++) {
            String id = ids.item(i).getTextContent().strip();
            if (Files.exists(ROOT.resolve("scenarios/" + id + ".yaml"))) {
                profiles.add(id);
            }
        }
        assertThat(profiles).hasSizeGreaterThanOrEqualTo(15);
        assertThat(scenarioChoices()).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(profiles);
    }

    @Test
    void everyScenarioHasTheDefaultGateFileTheJobReadsWhenGateIsEmpty() {
        assertThat(strings("sh")).contains("java -jar src/harness/target/meshbench.jar gate \"$RESULTS\" --gate-file "
                + "scenarios/gates/\"$SCENARIO\".txt --junit \"$RESULTS/gate-junit.xml\"");
        for (String scenario : scenarioChoices()) {
            assertThat(ROOT.resolve("scenarios/gates/" + scenario + ".txt")).as(scenario).isRegularFile();
        }
        // the old default broke at-rest scenarios (no p99) and calibrate (+20 points of CPU on purpose)
        assertThat(parameter("GATE", "defaultValue")).isEmpty();
    }

    @Test
    void publishesTheHtmlReport() {
        List<String> reportFiles = CALLS.stream().filter(c -> c.name().equals("publishHTML"))
                .map(c -> c.args().get(0).getText()).toList();
        assertThat(reportFiles).anySatisfy(text -> assertThat(text).contains("reportName:MeshBench report")
                .contains("reportFiles:report.html"));
        assertThat(reportFiles).noneSatisfy(text -> assertThat(text).contains("report.md"));
    }

    @Test
    void archivesOnlyThisBuildsBenchmarkFolderFollowingNoSymlink() {
        List<Call> archives = CALLS.stream().filter(c -> c.name().equals("archiveArtifacts")).toList();
        assertThat(archives).hasSize(1);
        MapExpression options = (MapExpression) archives.get(0).args().get(0);
        assertThat(entry(options, "artifacts").getText()).contains("env.RESULTS").doesNotContain("results/**");
        assertThat(entry(options, "followSymlinks")).isInstanceOfSatisfying(ConstantExpression.class,
                constant -> assertThat(constant.getValue()).isEqualTo(false));
        // this build's folder: the newest one written after the benchmark stage's mark, never an older build's
        assertThat(strings("sh")).containsSubsequence("mkdir -p target && touch target/jenkins-benchmark-start",
                "find results/\"$SCENARIO\" -mindepth 1 -maxdepth 1 -type d -newer target/jenkins-benchmark-start | sort | tail -1");
    }

    @Test
    void aFailedBenchmarkStillGetsItsReportAndGate() throws IOException {
        List<String> caught = new ArrayList<>();
        CALLS.stream().filter(c -> c.name().equals("catchError")).forEach(c -> c.args().forEach(arg -> arg.visit(
                new CodeVisitorSupport() {
                    @Override
                    public void visitMethodCallExpression(MethodCallExpression call) {
                        if (call.getMethodAsString().equals("sh")) {
                            caught.add(firstString(call.getArguments() instanceof TupleExpression t
                                    ? t.getExpressions() : List.of(call.getArguments())));
                        }
                        super.visitMethodCallExpression(call);
                    }
                })));
        assertThat(caught).anySatisfy(command -> assertThat(command).startsWith("./mvnw -B -ntp verify -P\"$SCENARIO\""))
                .anySatisfy(command -> assertThat(command).contains("meshbench.jar report"));
        assertThat(CALLS).extracting(Call::name).contains("unstable");
        String text = Files.readString(ROOT.resolve("Jenkinsfile"));
        // the gate stage runs whatever the benchmark's result; it is skipped only without a folder or with GATE=none
        assertThat(text).doesNotContain("currentBuild.result ==").doesNotContain("success {");
    }

    @Test
    void runsOnTheAgentTheNodeLabelParameterNames() {
        assertThat(CALLS).filteredOn(c -> c.name().equals("label"))
                .anySatisfy(c -> assertThat(c.args().get(0).getText()).contains("params.NODE_LABEL"));
        assertThat(CALLS).filteredOn(c -> c.name().equals("agent"))
                .noneSatisfy(c -> assertThat(c.args().get(0).getText()).isEqualTo("any"));
    }

    private static List<String> scenarioChoices() {
        List<String> scenarios = new ArrayList<>();
        CALLS.stream().filter(c -> c.name().equals("choice")).flatMap(c -> c.args().stream())
                .filter(MapExpression.class::isInstance).map(MapExpression.class::cast)
                .flatMap(map -> map.getMapEntryExpressions().stream())
                .filter(entry -> entry.getKeyExpression().getText().equals("choices"))
                .forEach(entry -> entry.getValueExpression().visit(new CodeVisitorSupport() {
                    @Override
                    public void visitConstantExpression(ConstantExpression constant) {
                        scenarios.add(String.valueOf(constant.getValue()));
                    }
                }));
        return scenarios;
    }

    /** A parameter's named argument (e.g. its defaultValue) as text. */
    private static String parameter(String name, String key) {
        return CALLS.stream().filter(c -> List.of("string", "choice").contains(c.name()))
                .flatMap(c -> c.args().stream()).filter(MapExpression.class::isInstance).map(MapExpression.class::cast)
                .filter(map -> entry(map, "name") != null && entry(map, "name").getText().equals(name))
                .map(map -> entry(map, key).getText()).findFirst().orElseThrow();
    }

    private static Expression entry(MapExpression map, String key) {
        return map.getMapEntryExpressions().stream().filter(e -> e.getKeyExpression().getText().equals(key))
                .map(MapEntryExpression::getValueExpression).findFirst().orElse(null);
    }

    private static String codeBlocks(String markdown) {
        StringBuilder code = new StringBuilder();
        Matcher block = Pattern.compile("```[a-z]*\\n(.*?)```", Pattern.DOTALL).matcher(markdown);
        while (block.find()) {
            code.append(block.group(1)).append('\n');
        }
        return code.toString();
    }

}
