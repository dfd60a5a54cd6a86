import java.awt.event.ActionEvent;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import javax.swing.SwingUtilities;
import org.apache.jmeter.JMeter;
import org.apache.jmeter.gui.GuiPackage;
import org.apache.jmeter.gui.action.ActionNames;
import org.apache.jmeter.gui.action.ActionRouter;
import org.apache.jmeter.gui.action.Load;
import org.apache.jmeter.gui.tree.JMeterTreeNode;
import org.apache.jmeter.visualizers.backend.BackendListener;
import org.apache.jmeter.save.SaveService;
import org.apache.jmeter.services.FileServer;
import org.apache.jorphan.collections.HashTree;

/**
 * What a user does in the real JMeter GUI: open a plan (File > Open), press Save (File > Save). Starts JMeter's own
 * GUI in this JVM (so it needs a display: run under Xvfb), then for each plan opens <out>/<plan>.jmx, a copy, with
 * JMeter's Load action and saves it with JMeter's Save action, as the menu items do; then opens that saved file and
 * saves it again into <out>/<plan>.resaved.jmx; then <out>/<plan>.ticked.jmx: opened, its disabled 'influxdb' listener
 * ticked on (what Edit > Enable does to the node), saved. Prints "saved <file>" per save, exits 0 when all went through.
 * Run on the provisioned JMeter's class path (source-file mode; not compiled by Maven):
 *   java -Djmeter.home=$HOME -cp "$HOME/bin/ApacheJMeter.jar:$HOME/lib/*:$HOME/lib/ext/*" JmxGuiSave.java <home> <out> <plan.jmx>...
 */
public class JmxGuiSave {

    public static void main(String[] args) throws Exception {
        String home = args[0];
        Path out = Path.of(args[1]);
        Thread gui = new Thread(() -> new JMeter().start(new String[] {"-d", home,
                "-Jjmeter.gui.action.save.backup_on_save=false", "-j", out.resolve("jmeter-gui.log").toString()}),
                "jmeter-gui-start");
        gui.setDaemon(true);
        gui.start();
        long deadline = System.currentTimeMillis() + 120_000;
        while (GuiPackage.getInstance() == null || GuiPackage.getInstance().getMainFrame() == null
                || !GuiPackage.getInstance().getMainFrame().isShowing()) {
            if (System.currentTimeMillis() > deadline) {
                System.err.println("the JMeter GUI did not show within 120 s");
                System.exit(1);
            }
            Thread.sleep(200);
        }
        Thread.sleep(1000); // let the GUI finish its own start-up events
        List<String> failures = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            Path plan = Path.of(args[i]);
            String name = plan.getFileName().toString().replaceFirst("\\.jmx$", "");
            Path saved = out.resolve(name + ".jmx");
            Files.copy(plan, saved, StandardCopyOption.REPLACE_EXISTING);
            openAndSave(saved, failures);
            Path resaved = out.resolve(name + ".resaved.jmx");
            Files.copy(saved, resaved, StandardCopyOption.REPLACE_EXISTING);
            openAndSave(resaved, failures);
            Path ticked = out.resolve(name + ".ticked.jmx");
            Files.copy(plan, ticked, StandardCopyOption.REPLACE_EXISTING);
            openTickAndSave(ticked, failures);
        }
        failures.forEach(System.err::println);
        System.out.flush();
        System.exit(failures.isEmpty() ? 0 : 1);
    }

    private static void openAndSave(Path file, List<String> failures) throws Exception {
        openEditAndSave(file, failures, () -> { });
    }

    /** The 'influxdb' listener enabled as Edit > Enable does it (EnableComponent: the node's element, then a repaint). */
    private static void openTickAndSave(Path file, List<String> failures) throws Exception {
        openEditAndSave(file, failures, () -> {
            GuiPackage gui = GuiPackage.getInstance();
            int ticked = 0;
            for (JMeterTreeNode node : gui.getTreeModel().getNodesOfType(BackendListener.class)) {
                if (node.getName().equals("influxdb")) {
                    node.setEnabled(true);
                    ticked++;
                }
            }
            gui.getMainFrame().repaint();
            if (ticked != 1) {
                failures.add(file + ": " + ticked + " listeners named influxdb, not 1");
            }
        });
    }

    /** File > Open, an edit, then File > Save, on the event thread as the menu items run them. */
    private static void openEditAndSave(Path file, List<String> failures, Runnable edit) throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            try {
                GuiPackage gui = GuiPackage.getInstance();
                // File > Open after its file chooser (Load.loadProjectFile, not public): JMeter's own public steps
                FileServer.getFileServer().setBaseForScript(file.toFile());
                HashTree tree = SaveService.loadTree(file.toFile());
                Load.insertLoadedTree(ActionEvent.ACTION_PERFORMED, tree, false);
                gui.setTestPlanFile(file.toAbsolutePath().toString());
                if (!new File(gui.getTestPlanFile()).getCanonicalPath().equals(file.toFile().getCanonicalPath())) {
                    failures.add(file + ": not opened (the GUI's plan is " + gui.getTestPlanFile() + ")");
                    return;
                }
                edit.run();
                ActionRouter.getInstance().doActionNow(
                        new ActionEvent(gui.getMainFrame(), ActionEvent.ACTION_PERFORMED, ActionNames.SAVE));
            } catch (Exception e) {
                failures.add(file + ": " + e);
            }
        });
        System.out.println("saved " + file);
    }
}
