package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.jar.JarFile;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The build provisioned what the harness and the plans rely on: JMeter, its plugins, our properties, the default agent. */
class JMeterHomeIT {

    private static final Pattern SLF4J_BINDING =
            Pattern.compile("^(log4j-slf4j|slf4j-(simple|nop|jdk14|log4j12|reload4j)|logback-classic)");

    private final Path home = TestPaths.jmeterHome();

    @Test
    void jmeterHomeHoldsTheLauncherUnderItsUsualName() {
        assertThat(home.resolve("bin/ApacheJMeter.jar")).isRegularFile();
        assertThat(home.resolve("lib/ext/ApacheJMeter_core-5.6.3.jar")).isRegularFile();
    }

    @Test
    void libExtHoldsExactlyThePinnedPluginsAndNoOlderCopies() throws IOException {
        assertThat(jarsIn("lib/ext", "jmeter-plugins-"))
                .containsExactlyInAnyOrder("jmeter-plugins-casutg-2.10.jar", "jmeter-plugins-tst-2.5.jar",
                        "jmeter-plugins-cmn-jmeter-0.8.jar", "jmeter-plugins-manager-1.3.jar");
    }

    @Test
    void thePluginsManagerIsInstalledWithItsCommandLine() throws IOException {
        // the GUI's Plugins Manager menu is found by JMeter's class finder in lib/ext
        try (JarFile manager = new JarFile(home.resolve("lib/ext/jmeter-plugins-manager-1.3.jar").toFile())) {
            assertThat(manager.getEntry("org/jmeterplugins/repository/PluginManagerMenuCreator.class")).isNotNull();
        }
        Path command = home.resolve("bin/PluginsManagerCMD.sh");
        assertThat(command).isExecutable();
        assertThat(Files.readString(command)).contains("lib/cmdrunner-2.2.jar", "org.jmeterplugins.repository.PluginManagerCMD");
        assertThat(home.resolve("lib/cmdrunner-2.2.jar")).isRegularFile();
    }

    @Test
    void onlyOneSlf4jBindingIsOnJMetersClassPath() throws IOException {
        // Extension dependencies would add a second binding (and an older cmn-jmeter) to lib/ext.
        List<String> bindings = Stream.concat(jarsIn("lib", "").stream(), jarsIn("lib/ext", "").stream())
                .filter(name -> SLF4J_BINDING.matcher(name).find())
                .toList();
        assertThat(bindings).containsExactly("log4j-slf4j-impl-2.22.1.jar");
    }

    @Test
    void userPropertiesCarryTheMeshBenchSettings() throws IOException {
        Properties user = new Properties();
        try (InputStream in = Files.newInputStream(home.resolve("bin/user.properties"))) {
            user.load(in);
        }
        assertThat(user)
                .containsEntry("summariser.interval", "5")
                .containsEntry("jmeter.save.saveservice.output_format", "csv")
                .containsEntry("jmeter.save.saveservice.print_field_names", "true")
                .containsEntry("sampleresult.timestamp.start", "true");
    }

    @Test
    void defaultAgentIsAJavaAgent() throws IOException {
        try (JarFile agent = new JarFile(TestPaths.otelAgent().toFile())) {
            assertThat(agent.getManifest().getMainAttributes().getValue("Premain-Class")).isNotBlank();
        }
    }

    private List<String> jarsIn(String folder, String prefix) throws IOException {
        try (Stream<Path> files = Files.list(home.resolve(folder))) {
            return files.map(file -> file.getFileName().toString())
                    .filter(name -> name.startsWith(prefix) && name.endsWith(".jar"))
                    .toList();
        }
    }
}
