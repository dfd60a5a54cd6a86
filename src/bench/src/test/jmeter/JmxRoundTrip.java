import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.jmeter.save.SaveService;
import org.apache.jmeter.util.JMeterUtils;
import org.apache.jorphan.collections.HashTree;

/**
 * What the JMeter GUI does to a plan on open and save, headless, with JMeter's own SaveService: for each plan, writes
 * <out>/<plan>.saved.jmx (the plan loaded and saved) and <out>/<plan>.resaved.jmx (that file loaded and saved again).
 * Run on the provisioned JMeter's class path (source-file mode; not compiled by Maven):
 *   java -cp "$HOME/lib/*:$HOME/lib/ext/*" JmxRoundTrip.java <jmeter home> <out dir> <plan.jmx>...
 */
public class JmxRoundTrip {

    public static void main(String[] args) throws Exception {
        String home = args[0];
        JMeterUtils.setJMeterHome(home);
        JMeterUtils.loadJMeterProperties(home + "/bin/jmeter.properties");
        JMeterUtils.initLocale();
        SaveService.loadProperties();
        Path out = Path.of(args[1]);
        for (int i = 2; i < args.length; i++) {
            Path plan = Path.of(args[i]);
            String name = plan.getFileName().toString().replaceFirst("\\.jmx$", "");
            Path saved = out.resolve(name + ".saved.jmx");
            Files.write(saved, save(SaveService.loadTree(plan.toFile())));
            Files.write(out.resolve(name + ".resaved.jmx"), save(SaveService.loadTree(saved.toFile())));
        }
    }

    private static byte[] save(HashTree tree) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SaveService.saveTree(tree, bytes);
        return bytes.toByteArray();
    }
}
