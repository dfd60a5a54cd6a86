package io.meshbench.results.report;

import freemarker.cache.ClassTemplateLoader;
import freemarker.cache.FileTemplateLoader;
import freemarker.cache.MultiTemplateLoader;
import freemarker.cache.TemplateLoader;
import freemarker.core.TemplateClassResolver;
import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import io.meshbench.results.ResultsException;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The report templates: FreeMarker files named {@code <table>.md.ftl}. They are looked up first in a folder (the
 * {@code --templates} option, else {@code report-templates/} under the working directory, the repository's own), then
 * in the copy of the repository's templates packaged in the jar, so the jar works anywhere and a user can override or
 * add a table by dropping a file into the folder.
 */
public final class TemplateLibrary {

    static final String SUFFIX = ".md.ftl";
    private static final String CLASSPATH_FOLDER = "report-templates";

    private final Path folder;
    private final Configuration configuration;

    private TemplateLibrary(Path folder) {
        this.folder = folder;
        this.configuration = new Configuration(Configuration.VERSION_2_3_34);
        configuration.setDefaultEncoding("UTF-8");
        configuration.setLocale(Locale.ROOT);
        configuration.setNumberFormat("0.##");
        configuration.setBooleanFormat("c");
        configuration.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        configuration.setLogTemplateExceptions(false);
        configuration.setNewBuiltinClassResolver(TemplateClassResolver.ALLOWS_NOTHING_RESOLVER);
        configuration.setTemplateLoader(loader(folder));
    }

    /** Templates from {@code folder} (which must exist) over the packaged ones. */
    public static TemplateLibrary of(Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new ResultsException(folder + ": no such template folder. Give a folder holding <table>.md.ftl "
                    + "files, or leave --templates out to use the shipped ones.");
        }
        return new TemplateLibrary(folder);
    }

    /** Templates from ./report-templates when present, over the packaged ones. */
    public static TemplateLibrary standard() {
        Path local = Path.of(CLASSPATH_FOLDER);
        return new TemplateLibrary(Files.isDirectory(local) ? local : null);
    }

    public static TemplateLibrary of(Optional<Path> folder) {
        return folder.map(TemplateLibrary::of).orElseGet(TemplateLibrary::standard);
    }

    /** Fails with the list of available templates unless {@code <name>.md.ftl} exists. */
    public void require(String name) {
        if (!available().contains(name)) {
            throw new ResultsException("unknown template '" + name + "': available are " + String.join(", ",
                    available()) + ". Add " + name + SUFFIX + " to " + (folder != null ? folder : "a folder given with "
                    + "--templates") + " to define it.");
        }
    }

    /** Renders {@code <name>.md.ftl} with the given model. */
    public String render(String name, Map<String, Object> model) {
        require(name);
        try {
            Template template = configuration.getTemplate(name + SUFFIX);
            StringWriter out = new StringWriter();
            template.process(model, out);
            return out.toString();
        } catch (TemplateException e) {
            throw new ResultsException("template " + name + SUFFIX + " failed: " + e.getMessageWithoutStackTop()
                    .lines().findFirst().orElse("") + " (at line " + e.getLineNumber() + "). Fix the template.", e);
        } catch (IOException e) {
            throw new ResultsException("template " + name + SUFFIX + " cannot be read: " + e.getMessage(), e);
        }
    }

    /** Names of every template, from the folder and the packaged copy. */
    public TreeSet<String> available() {
        TreeSet<String> names = new TreeSet<>();
        if (folder != null) {
            names.addAll(namesIn(folder));
        }
        names.addAll(packagedNames());
        return names;
    }

    private static TemplateLoader loader(Path folder) {
        ClassTemplateLoader packaged = new ClassTemplateLoader(TemplateLibrary.class, "/" + CLASSPATH_FOLDER);
        if (folder == null) {
            return packaged;
        }
        try {
            return new MultiTemplateLoader(new TemplateLoader[] {new FileTemplateLoader(folder.toFile()), packaged});
        } catch (IOException e) {
            throw new ResultsException(folder + ": cannot read the template folder (" + e.getMessage() + ").", e);
        }
    }

    private static TreeSet<String> namesIn(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(path -> path.getFileName().toString()).filter(name -> name.endsWith(SUFFIX))
                    .map(name -> name.substring(0, name.length() - SUFFIX.length()))
                    .collect(java.util.stream.Collectors.toCollection(TreeSet::new));
        } catch (IOException e) {
            throw new ResultsException(folder + ": cannot list the template folder (" + e.getMessage() + ").", e);
        }
    }

    /**
     * The packaged templates, found from the frame template's location: a shaded jar need not hold directory entries,
     * but a zip file system lists a folder from its files' names.
     */
    private static TreeSet<String> packagedNames() {
        URL frame = TemplateLibrary.class.getResource("/" + CLASSPATH_FOLDER + "/report" + SUFFIX);
        if (frame == null) {
            return new TreeSet<>();
        }
        try {
            URI uri = frame.toURI();
            if (!"jar".equals(uri.getScheme())) {
                return namesIn(Path.of(uri).getParent());
            }
            try (FileSystem jar = FileSystems.newFileSystem(uri, Collections.emptyMap())) {
                return namesIn(jar.getPath("/" + CLASSPATH_FOLDER));
            } catch (java.nio.file.FileSystemAlreadyExistsException e) {
                return namesIn(FileSystems.getFileSystem(uri).getPath("/" + CLASSPATH_FOLDER));
            }
        } catch (URISyntaxException | IOException e) {
            throw new IllegalStateException("cannot list the packaged templates", e);
        }
    }
}
