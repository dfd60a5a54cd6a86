package io.meshbench.calibration;

import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

/**
 * Extra loaded classes: empty classes {@code io.meshbench.calibration.generated.Filler<i>}, defined in a class loader
 * of their own that is held for the JVM's lifetime, so none is ever unloaded.
 */
final class GeneratedClasses {

    static final String PACKAGE = "io/meshbench/calibration/generated/";
    private static final List<Class<?>> LOADED = new ArrayList<>();

    private GeneratedClasses() {
    }

    static synchronized void load(long count) {
        if (count <= 0) {
            return;
        }
        FillerLoader loader = new FillerLoader(GeneratedClasses.class.getClassLoader());
        for (long i = 0; i < count; i++) {
            LOADED.add(loader.define(PACKAGE + "Filler" + i));
        }
    }

    static synchronized int loadedCount() {
        return LOADED.size();
    }

    private static final class FillerLoader extends ClassLoader {

        FillerLoader(ClassLoader parent) {
            super(parent);
        }

        Class<?> define(String internalName) {
            ClassWriter writer = new ClassWriter(0);
            writer.visit(Opcodes.V1_8, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, internalName, null,
                    "java/lang/Object", null);
            writer.visitEnd();
            byte[] bytes = writer.toByteArray();
            return defineClass(internalName.replace('/', '.'), bytes, 0, bytes.length);
        }
    }
}
