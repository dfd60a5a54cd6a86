package io.meshbench.results.cli;

import io.meshbench.results.analysis.AnalysisOptions;
import io.meshbench.results.analysis.PercentileDefinition;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.TypeConversionException;

/** {@code --percentiles} and {@code --max-labels}, shared by the commands that analyse JTLs. */
final class AnalysisChoices {

    private final OptionSpec percentiles;
    private final OptionSpec maxLabels;

    /** Declares the options in {@code command}. */
    AnalysisChoices(CommandSpec command) {
        percentiles = OptionSpec.builder("--percentiles").type(PercentileDefinition.class)
                .paramLabel("nearest-rank|jmeter").defaultValue("nearest-rank").converters(new DefinitionConverter())
                .description("Percentile definition of the tables and the JSON: nearest-rank (exact, over every "
                        + "sample; the default) or jmeter (as JMeter's HTML dashboard: interpolated, over each label's last "
                        + "20,000 samples).").build();
        maxLabels = OptionSpec.builder("--max-labels").type(int.class).paramLabel("<n>").defaultValue("10000")
                .converters(new MaxLabelsConverter())
                .description("Labels with a row of their own, the busiest first; the others fold into one row "
                        + "'(other N labels)' (default: ${DEFAULT-VALUE}). The total always counts every sample.")
                .build();
        command.addOption(percentiles);
        command.addOption(maxLabels);
    }

    /** {@code options} with these choices. */
    AnalysisOptions applyTo(AnalysisOptions options) {
        return options.withPercentiles(percentiles.getValue()).withMaxLabels(maxLabels.<Integer>getValue());
    }

    static final class DefinitionConverter implements ITypeConverter<PercentileDefinition> {
        @Override
        public PercentileDefinition convert(String value) {
            PercentileDefinition definition = PercentileDefinition.byId(value.strip());
            if (definition == null) {
                throw new TypeConversionException("'" + value + "' is no percentile definition: use nearest-rank or "
                        + "jmeter");
            }
            return definition;
        }
    }

    static final class MaxLabelsConverter implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            try {
                int labels = Integer.parseInt(value.strip());
                if (labels >= 1) {
                    return labels;
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw new TypeConversionException("'" + value + "' is not a number of labels: give a whole number from 1 "
                    + "to " + Integer.MAX_VALUE + ", e.g. 10000");
        }
    }
}
