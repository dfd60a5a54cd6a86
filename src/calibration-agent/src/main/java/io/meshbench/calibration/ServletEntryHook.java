package io.meshbench.calibration;

import java.lang.instrument.ClassFileTransformer;
import java.security.ProtectionDomain;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Weaves {@code RequestCost.onRequest(request.getDispatcherType())} into the start of {@code
 * HttpServlet#service(ServletRequest, ServletResponse)}, the public entry every servlet container calls for a request
 * (javax for Spring Boot 2 / Tomcat 9, jakarta for Spring Boot 3 / Tomcat 10), and again for each forward, include,
 * error page or async dispatch of it, which the dispatcher type tells apart.
 */
final class ServletEntryHook implements ClassFileTransformer {

    static final String JAVAX = "javax/servlet/";
    static final String JAKARTA = "jakarta/servlet/";
    private static final String HOOK = RequestCost.class.getName().replace('.', '/');

    @Override
    public byte[] transform(ClassLoader loader, String className, Class<?> redefined, ProtectionDomain domain,
                            byte[] bytes) {
        String servletPackage = className == null ? null
                : className.equals(JAVAX + "http/HttpServlet") ? JAVAX
                : className.equals(JAKARTA + "http/HttpServlet") ? JAKARTA : null;
        if (servletPackage == null) {
            return null;
        }
        try {
            byte[] woven = weave(bytes, servletPackage);
            System.out.println("MeshBench calibration agent: hooked " + className + "#service");
            return woven;
        } catch (RuntimeException e) {
            // a transformer's exception is swallowed by the JVM: say why no cost will be added per request
            System.err.println("MeshBench calibration agent: cannot hook " + className + ": " + e);
            return null;
        }
    }

    static byte[] weave(byte[] bytes, String servletPackage) {
        String serviceDescriptor = "(L" + servletPackage + "ServletRequest;L" + servletPackage + "ServletResponse;)V";
        String dispatcherType = "()L" + servletPackage + "DispatcherType;";
        ClassReader reader = new ClassReader(bytes);
        // the calls hold one value on the stack (service itself pushes three for its own call) and branch nowhere:
        // existing frames and max stack stay valid
        ClassWriter writer = new ClassWriter(reader, 0);
        boolean[] hooked = {false};
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                MethodVisitor method = super.visitMethod(access, name, descriptor, signature, exceptions);
                if (!name.equals("service") || !descriptor.equals(serviceDescriptor)
                        || (access & Opcodes.ACC_ABSTRACT) != 0) {
                    return method;
                }
                hooked[0] = true;
                return new MethodVisitor(Opcodes.ASM9, method) {
                    @Override
                    public void visitCode() {
                        super.visitCode();
                        super.visitVarInsn(Opcodes.ALOAD, 1);
                        super.visitMethodInsn(Opcodes.INVOKEINTERFACE, servletPackage + "ServletRequest",
                                "getDispatcherType", dispatcherType, true);
                        super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOK, "onRequest", "(Ljava/lang/Object;)V", false);
                    }
                };
            }
        }, 0);
        if (!hooked[0]) {
            throw new IllegalStateException("no method service" + serviceDescriptor);
        }
        return writer.toByteArray();
    }
}
